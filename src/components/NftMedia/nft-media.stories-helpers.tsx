import { expect, waitFor } from 'storybook/test'

/**
 * Every NFT picture in `root` loaded and decoded, lazy ones included (they are made eager), so a
 * screenshot never catches a picture half-drawn or not yet asked for.
 */
export async function nftPicturesLoaded(root: HTMLElement): Promise<void> {
  const images = [...root.querySelectorAll('img')]
  for (const img of images) img.loading = 'eager'
  await waitFor(() =>
    expect(images.every((img) => img.complete && img.naturalWidth > 0)).toBe(true),
  )
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
}
