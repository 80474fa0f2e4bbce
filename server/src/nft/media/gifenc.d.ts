/** Types of gifenc 1.0.3 (the package ships none), only what the NFT media use. */
declare module 'gifenc' {
  export type Palette = number[][]
  export interface GifEncoder {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: {
        palette?: Palette
        delay?: number
        repeat?: number
        transparent?: boolean
        transparentIndex?: number
        dispose?: number
        first?: boolean
      },
    ): void
    finish(): void
    bytes(): Uint8Array
  }
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoder
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number): Palette
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette): Uint8Array
}
