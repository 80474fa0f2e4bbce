import { describe, expect, it } from 'vitest'
import { filterOfParams, normalFilter, withFilterParams } from './nft-market.address'

const params = (query: string) => new URLSearchParams(query)

describe('the NFT market filter in the address', () => {
  it('reads every filter it names', () => {
    expect(
      filterOfParams(params('?currency=2&payType=auction&mediaType=video&keyword=%20dune%20')),
    ).toEqual({ currency: 2, payType: 'auction', mediaType: 'video', keyword: 'dune' })
  })

  it('reads nothing as "all", and a value it does not know as "all"', () => {
    expect(filterOfParams(params(''))).toEqual({})
    expect(
      filterOfParams(params('?currency=eth&payType=swap&mediaType=3d&keyword=%20%20')),
    ).toEqual({})
    expect(filterOfParams(params('?currency=-1'))).toEqual({})
  })

  it('writes the filter, keeps other parameters and removes the filters left out', () => {
    const next = withFilterParams(params('?from=home&payType=fixed&keyword=old'), {
      mediaType: 'gif',
      currency: 1,
    })
    expect(next.toString()).toBe('from=home&currency=1&mediaType=gif')
  })

  it('gives the same filter whatever order it was built in (the list compares them as text)', () => {
    const a = normalFilter({ keyword: 'x', payType: 'blindBox', currency: 3 })
    const b = filterOfParams(
      withFilterParams(params(''), { currency: 3, keyword: ' x', payType: 'blindBox' }),
    )
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  })

  it('reads back what it writes', () => {
    const filter = {
      currency: 2,
      payType: 'auction',
      mediaType: 'audio',
      keyword: 'a&b c',
    } as const
    expect(filterOfParams(withFilterParams(params(''), filter))).toEqual(filter)
  })
})
