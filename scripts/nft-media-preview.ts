/**
 * Writes every generated NFT media file and an index.html showing them all (pictures, GIFs, audio
 * players, videos with their posters) into a folder, for a reviewer to look at in a browser:
 *
 *   npx tsx scripts/nft-media-preview.ts [folder]     (default /tmp/nft-media-preview)
 *
 * The files are the bytes the sandbox serves at /api/nft/media/<key> (server/src/nft/media.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { NFT_MEDIA_KEYS, nftMedia } from '../server/src/nft/media'

const dir = process.argv[2] ?? '/tmp/nft-media-preview'
mkdirSync(dir, { recursive: true })

const cells: string[] = []
let total = 0
for (const key of NFT_MEDIA_KEYS) {
  const media = nftMedia(key)!
  writeFileSync(join(dir, key), media.bytes)
  total += media.bytes.length
  const poster = key.replace(/\.(wav|webm)$/, '.svg')
  const view = key.endsWith('.wav')
    ? `<img src="${poster}" alt=""><audio controls src="${key}"></audio>`
    : key.endsWith('.webm')
      ? `<video controls loop muted autoplay playsinline poster="${poster}" src="${key}"></video>`
      : `<img src="${key}" alt="">`
  cells.push(
    `<figure>${view}<figcaption>${key} · ${(media.bytes.length / 1024).toFixed(1)} KB</figcaption></figure>`,
  )
}

writeFileSync(
  join(dir, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>NFT media preview</title>
<style>
body{font:14px system-ui,sans-serif;background:#111;color:#ddd;margin:16px}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px}
figure{margin:0;background:#1c1c1f;padding:8px;border-radius:8px}
img,video{width:100%;aspect-ratio:1;display:block;border-radius:4px}
audio{width:100%;margin-top:6px}
figcaption{margin-top:6px;font-size:12px;color:#aaa}
</style>
<h1>NFT media (${NFT_MEDIA_KEYS.length} keys, ${(total / 1024).toFixed(0)} KB)</h1>
<main>${cells.join('\n')}</main>
`,
)
console.info(`${NFT_MEDIA_KEYS.length} files and index.html written to ${dir}`)
