/**
 * Generated tunes (`tune-01.wav` … `tune-04.wav`): a short melody on a pentatonic or major scale,
 * drawn from the key's PRNG (a random walk ending on the tonic, a soft bass every bar), synthesised
 * as a few harmonics under a soft attack and decay, with a fade in and out, and scaled to 70 % of
 * full scale so it never clips. PCM WAV, mono, 22,050 Hz, 16 bit, under 8 seconds.
 */
import { rngFor } from './prng'

export const WAV_SAMPLE_RATE = 22_050
export const WAV_MAX_SECONDS = 8
/** The loudest sample is this fraction of full scale. */
const PEAK = 0.7

const SCALES = {
  majorPentatonic: [0, 2, 4, 7, 9],
  minorPentatonic: [0, 3, 5, 7, 10],
  major: [0, 2, 4, 5, 7, 9, 11],
  dorian: [0, 2, 3, 5, 7, 9, 10],
} as const

export interface Tune {
  /** MIDI note numbers of the melody, in order. */
  notes: number[]
  /** Seconds per melody note. */
  step: number
  /** MIDI number of the tonic. */
  root: number
  scale: keyof typeof SCALES
}

/** The melody of a tune key (also drawn on its cover). */
export function tuneFor(key: string): Tune {
  const rng = rngFor(key)
  const scale = rng.pick(Object.keys(SCALES) as (keyof typeof SCALES)[])
  const degrees = SCALES[scale]
  const root = rng.int(57, 64)
  const step = rng.range(0.26, 0.34)
  const length = 16
  const midi = (degree: number) =>
    root +
    12 * Math.floor(degree / degrees.length) +
    degrees[((degree % degrees.length) + degrees.length) % degrees.length]!
  let degree = rng.int(0, degrees.length)
  const notes: number[] = []
  for (let i = 0; i < length - 1; i++) {
    notes.push(midi(degree))
    degree = Math.max(
      0,
      Math.min(2 * degrees.length - 1, degree + rng.pick([-2, -1, -1, 1, 1, 2, 0, 3])),
    )
  }
  notes.push(midi(rng.chance(0.5) ? 0 : degrees.length))
  return { notes, step, root, scale }
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

function addNote(
  out: Float64Array,
  start: number,
  seconds: number,
  midi: number,
  gain: number,
  decay: number,
) {
  const f = frequency(midi)
  const from = Math.round(start * WAV_SAMPLE_RATE)
  const count = Math.min(out.length - from, Math.round(seconds * WAV_SAMPLE_RATE))
  for (let i = 0; i < count; i++) {
    const t = i / WAV_SAMPLE_RATE
    const envelope =
      Math.min(1, t / 0.012) *
      Math.exp(-decay * t) *
      Math.min(1, (count - i) / (0.03 * WAV_SAMPLE_RATE))
    const w = 2 * Math.PI * f * t
    out[from + i]! +=
      gain * envelope * (Math.sin(w) + 0.32 * Math.sin(2 * w) + 0.12 * Math.sin(3 * w))
  }
}

/** 16-bit PCM samples of a tune. */
export function tuneSamples(tune: Tune): Int16Array {
  const tail = 1.2
  const seconds = Math.min(WAV_MAX_SECONDS - 0.5, tune.notes.length * tune.step + tail)
  const mix = new Float64Array(Math.round(seconds * WAV_SAMPLE_RATE))
  tune.notes.forEach((note, i) => {
    const last = i === tune.notes.length - 1
    addNote(mix, i * tune.step, last ? tail + tune.step : tune.step * 2.2, note, 1, last ? 2.2 : 4)
    if (i % 4 === 0) {
      // tonic and fifth below the tonic, bar by bar
      const bass = tune.root - (i % 8 === 0 ? 12 : 17)
      addNote(mix, i * tune.step, tune.step * 4, bass, 0.45, 1.6)
    }
  })
  let peak = 0
  for (const v of mix) peak = Math.max(peak, Math.abs(v))
  const fadeIn = 0.02 * WAV_SAMPLE_RATE
  const fadeOut = 0.4 * WAV_SAMPLE_RATE
  const samples = new Int16Array(mix.length)
  for (let i = 0; i < mix.length; i++) {
    const fade = Math.min(1, i / fadeIn, (mix.length - 1 - i) / fadeOut)
    samples[i] = Math.round((mix[i]! / peak) * PEAK * fade * 32767)
  }
  return samples
}

/** A RIFF/WAVE file of mono 16-bit PCM samples. */
export function encodeWav(samples: Int16Array, sampleRate = WAV_SAMPLE_RATE): Buffer {
  const data = samples.length * 2
  const out = Buffer.alloc(44 + data)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + data, 4)
  out.write('WAVE', 8, 'ascii')
  out.write('fmt ', 12, 'ascii')
  out.writeUInt32LE(16, 16) // fmt chunk size
  out.writeUInt16LE(1, 20) // PCM
  out.writeUInt16LE(1, 22) // mono
  out.writeUInt32LE(sampleRate, 24)
  out.writeUInt32LE(sampleRate * 2, 28) // byte rate
  out.writeUInt16LE(2, 32) // block align
  out.writeUInt16LE(16, 34) // bits per sample
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(data, 40)
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i]!, 44 + i * 2)
  return out
}

export function tuneWav(key: string): Buffer {
  return encodeWav(tuneSamples(tuneFor(key)))
}
