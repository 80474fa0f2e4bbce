/**
 * MSW handlers for identity verification and uploads (stories and unit tests). Requests are
 * validated with the contract, as the sandbox does; an upload is stored under a name derived from
 * its bytes, so two different pictures get two different paths, deterministically.
 */
import { delay, http, HttpResponse } from 'msw'
import { KycRequest, type RealStateWire } from '@/api/contract/kyc'
import { MockRealState } from '@/api/contract/kyc.fixtures'
import { fail, ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

/** `real/state` answering `state`. */
export const kycStateHandler = (state: RealStateWire) =>
  http.get(api('real/state'), () => ok(state))

async function storedPath(file: Blob): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()))
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `/uploads/${hex}.jpg`
}

export const kycHandlers = {
  state: kycStateHandler(MockRealState.unverified),
  submit: http.post(api('user/real'), async ({ request }) => {
    const parsed = KycRequest.safeParse(await readBody(request))
    if (parsed.success) return ok('submitted')
    const code = parsed.error.issues[0]?.message
    return fail((code ?? 'parameterError') as Parameters<typeof fail>[0])
  }),
  upload: http.post(api('upload'), async ({ request }) => {
    const file = (await request.formData()).get('file')
    if (!(file instanceof Blob) || file.size === 0) return fail('fileRequired')
    return ok(await storedPath(file))
  }),
}

export const kycScenarios = {
  statePending: http.get(api('real/state'), async () => {
    await delay('infinite')
    return ok(MockRealState.unverified)
  }),
  stateDown: http.get(api('real/state'), () => HttpResponse.error()),
  submitCardTaken: http.post(api('user/real'), () => fail('cardIdTaken')),
  submitPending: http.post(api('user/real'), async () => {
    await delay('infinite')
    return ok('submitted')
  }),
  /** The upload answers something that is not JSON: "failed to parse response data". */
  uploadUnreadable: http.post(
    api('upload'),
    () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 200 }),
  ),
  uploadWrongType: http.post(api('upload'), () => fail('fileTypeInvalid')),
  uploadNetworkError: http.post(api('upload'), () => HttpResponse.error()),
  uploadPending: http.post(api('upload'), async () => {
    await delay('infinite')
    return ok('/uploads/00000000000000000000000000000000.jpg')
  }),
}

export const kycHandlerList = Object.values(kycHandlers)
