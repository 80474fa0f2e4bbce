/**
 * MSW handlers for the profile (contract/profile.ts), validating requests with the contract as
 * the sandbox does. `profileHandlers(user)` keeps one user per story: a save changes what
 * `user/info` answers next, so the session's refresh shows it. Pictures under `/uploads/` are
 * answered with a drawn portrait.
 */
import { delay, http, HttpResponse } from 'msw'
import type { UserInfoWire } from '@/api/contract/auth'
import { UPLOAD_PATH } from '@/api/contract/kyc'
import {
  EditNicknameRequest,
  EditSignatureRequest,
  HeadPortraitRequest,
} from '@/api/contract/profile'
import { MockAvatarSvg } from '@/api/contract/profile.fixtures'
import { ok, readBody } from './envelope'

const api = (path: string) => `*/api/${path}`

/** Any uploaded picture, drawn. */
export const uploadsHandler = http.get(
  '*/uploads/:name',
  () => new HttpResponse(MockAvatarSvg, { headers: { 'content-type': 'image/svg+xml' } }),
)

/** A refused field, as the sandbox answers it: `parameterError` and a sentence. */
const refusal = (message: string) =>
  HttpResponse.json({ type: 'error', code: 'parameterError', message })

/** Here the sentence is the rule's key (stories check the client's own message first). */
const refuse = (issues: ReadonlyArray<{ message: string }>) =>
  refusal(issues[0]?.message ?? 'parameterError')

/**
 * Handlers over one user: user/info plus the three profile saves. `onRequest` hears each path
 * asked (`user/info`, `user/editNickname`, …), for stories that check what was sent.
 */
export function profileHandlers(
  initial: UserInfoWire,
  onRequest: (path: string) => void = () => {},
) {
  let user: UserInfoWire = { ...initial }
  return [
    http.get(api('user/info'), () => {
      onRequest('user/info')
      return ok(user)
    }),
    http.post(api('user/editNickname'), async ({ request }) => {
      onRequest('user/editNickname')
      const parsed = EditNicknameRequest.safeParse(await readBody(request))
      if (!parsed.success) return refuse(parsed.error.issues)
      user = { ...user, nickname: parsed.data.nickname }
      return ok(1)
    }),
    http.post(api('user/editSignature'), async ({ request }) => {
      onRequest('user/editSignature')
      const parsed = EditSignatureRequest.safeParse(await readBody(request))
      if (!parsed.success) return refuse(parsed.error.issues)
      user = { ...user, signature: parsed.data.signature }
      return ok(1)
    }),
    http.post(api('user/uploadHeadPortrait'), async ({ request }) => {
      onRequest('user/uploadHeadPortrait')
      const parsed = HeadPortraitRequest.safeParse(await readBody(request))
      if (!parsed.success || !UPLOAD_PATH.test(parsed.data.head_portrait))
        return refusal('profile.avatar.invalid')
      user = { ...user, head_portrait: parsed.data.head_portrait }
      return ok(1)
    }),
    uploadsHandler,
  ]
}

export const profileScenarios = {
  nicknameDown: http.post(api('user/editNickname'), () => HttpResponse.error(), { once: true }),
  nicknamePending: http.post(api('user/editNickname'), async () => {
    await delay('infinite')
    return ok(1)
  }),
  /** The sandbox refuses the picture (not the user's own upload), with its sentence. */
  avatarRefused: http.post(api('user/uploadHeadPortrait'), () =>
    refusal('This picture cannot be used as your avatar. Please choose another one'),
  ),
}
