import { describe, expect, it } from 'vitest'
import { fingerprintDifferences } from './browser-fingerprint.mjs'

const taken = {
  browser: 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)',
  packages: { chromium: '156.0.8078.79-1~deb12u1', 'fonts-noto-cjk': '1:20220127+repack1-1' },
}

describe('browser fingerprint of the baselines', () => {
  it('finds nothing to say when the machine draws with the same builds', () => {
    expect(fingerprintDifferences(taken, structuredClone(taken))).toEqual([])
  })

  it('names the browser and each package whose version moved', () => {
    const now = {
      browser: 'Chromium 157.0.1.2 built on Debian GNU/Linux 12 (bookworm)',
      packages: {
        chromium: '157.0.1.2-1~deb12u1',
        'fonts-noto-cjk': '1:20220127+repack1-1',
        'fonts-thai-tlwg': '1:0.7.3-1',
      },
    }
    expect(fingerprintDifferences(taken, now)).toEqual([
      'browser: baselines Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm), this machine Chromium 157.0.1.2 built on Debian GNU/Linux 12 (bookworm)',
      'chromium: baselines 156.0.8078.79-1~deb12u1, this machine 157.0.1.2-1~deb12u1',
      'fonts-thai-tlwg: baselines missing, this machine 1:0.7.3-1',
    ])
  })

  it('says so when no record exists', () => {
    expect(fingerprintDifferences(null, taken)).toHaveLength(1)
  })
})
