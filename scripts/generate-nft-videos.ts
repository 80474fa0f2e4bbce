/**
 * Makes the NFT marketplace's two video clips, server/assets/nft/clip-01.webm and clip-02.webm
 * (issue 17: the seeded media are generated here). Node has no video encoder, so the installed
 * Chromium (chromium.config.ts, as the tests launch it) draws each clip's scene
 * (server/src/nft/media/clip.ts `clipScene`, from a PRNG seeded by the key) on a canvas and
 * records it with MediaRecorder (WebM, VP8, no audio), CLIP_SECONDS long at a low bit rate. The
 * recorder writes no duration, so one is added to the file's Info element (players then show the
 * length and can seek). The files are committed; run again only to change them:
 *
 *   npx tsx scripts/generate-nft-videos.ts
 *
 * A recording is made in real time, so two runs give equal-looking clips whose bytes differ.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.config'
import { NFT_ASSETS_DIR } from '../server/src/nft/media'
import { CLIP_SECONDS, CLIP_SIZE, clipScene } from '../server/src/nft/media/clip'

const BITS_PER_SECOND = 450_000
const FPS = 30

// Runs in the page (a plain string, so no transpiler helper leaks into it): draws the scene for
// `seconds` on a canvas while MediaRecorder records it, and resolves with the WebM as base64.
const RECORD_IN_PAGE = `async ({ scene, size, seconds, fps, bitsPerSecond }) => {
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  document.body.appendChild(canvas)
  const ctx = canvas.getContext('2d')
  const TAU = Math.PI * 2
  const [c0, c1] = scene.background
  const draw = (phase) => {
    const bg = ctx.createLinearGradient(0, 0, size, size)
    bg.addColorStop(0, c0)
    bg.addColorStop(1, c1)
    ctx.globalCompositeOperation = 'source-over'
    ctx.globalAlpha = scene.kind === 'orbits' ? 0.22 : 1
    ctx.fillStyle = bg
    ctx.fillRect(0, 0, size, size)
    ctx.globalAlpha = 1
    if (scene.kind === 'rings') {
      for (let k = 0; k < scene.rings; k++) {
        // one ring step per loop: the last frame leads back to the first
        const u = ((k + phase) % scene.rings) / scene.rings
        ctx.beginPath()
        ctx.arc(size / 2, size / 2, u * size * 0.7, 0, TAU)
        ctx.strokeStyle = 'hsl(' + (scene.hue + u * 200) + ' 85% 65%)'
        ctx.lineWidth = 4 + u * 10
        ctx.globalAlpha = 1 - u
        ctx.stroke()
      }
      ctx.globalAlpha = 1
    }
    ctx.globalCompositeOperation = 'lighter'
    for (const b of scene.bodies) {
      const a = b.phase + b.turns * phase * TAU
      const x = (0.5 + (Math.cos(a) * b.radius) / 2) * size
      const y = (0.5 + (Math.sin(a) * b.radius * b.squash) / 2) * size
      const r = b.size * size * 2.5
      const glow = ctx.createRadialGradient(x, y, 0, x, y, r)
      glow.addColorStop(0, 'hsl(' + b.hue + ' 100% 88%)')
      glow.addColorStop(0.35, 'hsl(' + b.hue + ' 95% 60%)')
      glow.addColorStop(1, 'hsla(' + b.hue + ', 95%, 50%, 0)')
      ctx.fillStyle = glow
      ctx.beginPath()
      ctx.arc(x, y, r, 0, TAU)
      ctx.fill()
    }
  }
  const first = ctx.createLinearGradient(0, 0, size, size)
  first.addColorStop(0, c0)
  first.addColorStop(1, c1)
  ctx.fillStyle = first
  ctx.fillRect(0, 0, size, size)
  draw(0)
  const stream = canvas.captureStream(fps)
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitsPerSecond })
  const chunks = []
  recorder.ondataavailable = (e) => { if (e.data.size > 0) chunks.push(e.data) }
  const stopped = new Promise((resolve) => { recorder.onstop = resolve })
  recorder.start(250)
  const start = performance.now()
  await new Promise((resolve) => {
    const tick = () => {
      const t = (performance.now() - start) / 1000
      if (t >= seconds) return resolve()
      draw(t / seconds)
      setTimeout(tick, 1000 / fps)
    }
    tick()
  })
  recorder.stop()
  await stopped
  const blob = new Blob(chunks, { type: 'video/webm' })
  const url = await new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result)
    reader.readAsDataURL(blob)
  })
  return url.slice(url.indexOf(',') + 1)
}`

/** Length in bytes of the EBML variable-size integer starting with `first`. */
function vintLength(first: number): number {
  for (let n = 1; n <= 8; n++) if (first & (0x80 >> (n - 1))) return n
  throw new Error('not an EBML variable-size integer')
}

function readSize(bytes: Buffer, at: number): { value: number; length: number; unknown: boolean } {
  const length = vintLength(bytes[at]!)
  let value = bytes[at]! & (0xff >> length)
  let allOnes = value === 0xff >> length
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!
    allOnes &&= bytes[at + i] === 0xff
  }
  return { value, length, unknown: allOnes }
}

function sizeVint(value: number, length: number): Buffer {
  const out = Buffer.alloc(length)
  let v = value
  for (let i = length - 1; i >= 0; i--) {
    out[i] = v % 256
    v = Math.floor(v / 256)
  }
  out[0]! |= 0x80 >> (length - 1)
  return out
}

/**
 * The WebM with a Duration element (milliseconds, as the recorder's TimecodeScale of 1 ms) added
 * to its Segment's Info, and the Info's size (and the Segment's, when known) grown to match.
 */
export function withDuration(webm: Buffer, milliseconds: number): Buffer {
  const SEGMENT = 0x18538067
  const INFO = 0x1549a966
  const readId = (at: number) => {
    const length = vintLength(webm[at]!)
    return { id: webm.readUIntBE(at, length), length }
  }
  // EBML header, then the Segment
  let at = 0
  const header = readId(at)
  const headerSize = readSize(webm, at + header.length)
  at += header.length + headerSize.length + headerSize.value
  const segment = readId(at)
  if (segment.id !== SEGMENT) throw new Error('no Segment after the EBML header')
  const segmentSizeAt = at + segment.length
  const segmentSize = readSize(webm, segmentSizeAt)
  let child = segmentSizeAt + segmentSize.length
  while (child < webm.length) {
    const id = readId(child)
    const size = readSize(webm, child + id.length)
    if (id.id === INFO) {
      const duration = Buffer.alloc(11)
      duration.writeUInt16BE(0x4489, 0)
      duration[2] = 0x88 // size 8
      duration.writeDoubleBE(milliseconds, 3)
      const contentAt = child + id.length + size.length
      const content = webm.subarray(contentAt, contentAt + size.value)
      const newSize = sizeVint(size.value + duration.length, 8)
      const info = Buffer.concat([
        webm.subarray(child, child + id.length),
        newSize,
        content,
        duration,
      ])
      const grown = info.length - (id.length + size.length + size.value)
      const before = Buffer.from(webm.subarray(0, child))
      if (!segmentSize.unknown) {
        sizeVint(segmentSize.value + grown, segmentSize.length).copy(before, segmentSizeAt)
      }
      return Buffer.concat([before, info, webm.subarray(contentAt + size.value)])
    }
    child += id.length + size.length + size.value
  }
  throw new Error('no Info element in the Segment')
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><body style="margin:0;background:#000"></body>')
    for (const n of [1, 2]) {
      const key = `clip-${String(n).padStart(2, '0')}.webm`
      const base64 = await page.evaluate(
        `(${RECORD_IN_PAGE})(${JSON.stringify({
          scene: clipScene(n),
          size: CLIP_SIZE,
          seconds: CLIP_SECONDS,
          fps: FPS,
          bitsPerSecond: BITS_PER_SECOND,
        })})`,
      )
      const webm = withDuration(Buffer.from(base64 as string, 'base64'), CLIP_SECONDS * 1000)
      // check that Chromium reads the file back, with its length
      const duration = await page.evaluate(
        `new Promise((resolve, reject) => {
          const video = document.createElement('video')
          video.onloadedmetadata = () => resolve(video.duration)
          video.onerror = () => reject(new Error('Chromium cannot read the recording'))
          video.src = 'data:video/webm;base64,${webm.toString('base64')}'
        })`,
      )
      writeFileSync(`${NFT_ASSETS_DIR}${key}`, webm)
      console.info(`${key}: ${webm.length} bytes, ${String(duration)} s`)
    }
  } finally {
    await browser.close()
  }
}

await main()
