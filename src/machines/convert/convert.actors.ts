/**
 * The convert machine's doors to the network (api-reference §5.3 user/getTransferList,
 * user/Transfer); the price has its own machine (convert-quote.machine.ts). Tests and stories
 * replace them with `.provide()`.
 */
import { fromPromise } from 'xstate'
import type { ConversionRecord, ConvertOptions, ConvertRequest } from '@/api/contract/wallet'
import { walletApi } from '@/api/wallet'

/** The coins that can be converted, with the user's change balance of each. */
export const loadOptions = fromPromise<ConvertOptions>(({ signal }) =>
  walletApi.convertOptions({ signal }),
)

export const convert = fromPromise<ConversionRecord, ConvertRequest>(({ input, signal }) =>
  walletApi.convert(input, { signal }),
)
