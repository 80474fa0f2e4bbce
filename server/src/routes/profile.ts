/**
 * Profile (api-reference §3.1; design notes in src/api/contract/profile.ts): the caller's own
 * nickname, signature and avatar, behind a session. A refused field answers `parameterError`
 * with its sentence from locales/<tag>/settings.json, and nothing is changed. The avatar must be
 * a picture the caller uploaded; a path of someone else's upload, or of none, is refused.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { safeParse, type output } from 'zod/mini'
import type { ErrorEnvelope, Schema } from '../../../src/api/contract/common'
import {
  EditNicknameRequest,
  EditSignatureRequest,
  HeadPortraitRequest,
  isProfileIssue,
  type ProfileIssue,
} from '../../../src/api/contract/profile'
import { BusinessError, langOf, ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { profileRepository } from '../repositories/profile'
import { text } from '../text'
import { issueCode, requestInput } from '../validation'
import { uploadName } from './upload'

class ProfileRefusal extends Error {
  constructor(readonly issue: ProfileIssue) {
    super(issue)
  }
}

function parseProfile<S extends Schema>(schema: S, request: FastifyRequest): output<S> {
  const result = safeParse(schema, requestInput(request))
  if (result.success) return result.data
  const message = result.error.issues[0]?.message
  if (isProfileIssue(message)) throw new ProfileRefusal(message)
  throw new BusinessError(issueCode(result.error))
}

/** Answers a ProfileRefusal with its sentence; everything else goes to the app's error handler. */
function refusable(handler: (request: FastifyRequest) => unknown) {
  return async (request: FastifyRequest) => {
    try {
      return await handler(request)
    } catch (error) {
      if (!(error instanceof ProfileRefusal)) throw error
      const body: ErrorEnvelope = {
        type: 'error',
        code: 'parameterError',
        message: text('settings', error.issue, langOf(request)),
      }
      return body
    }
  }
}

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const profile = profileRepository(app.db)
  const { uploads } = app.repos
  const auth = { preHandler: requireUser }

  app.post(
    '/user/editNickname',
    auth,
    refusable((request) => {
      const { nickname } = parseProfile(EditNicknameRequest, request)
      return ok(profile.setNickname(request.user!.id, nickname))
    }),
  )

  app.post(
    '/user/editSignature',
    auth,
    refusable((request) => {
      const { signature } = parseProfile(EditSignatureRequest, request)
      return ok(profile.setSignature(request.user!.id, signature))
    }),
  )

  app.post(
    '/user/uploadHeadPortrait',
    auth,
    refusable((request) => {
      const { head_portrait } = parseProfile(HeadPortraitRequest, request)
      const user = request.user!
      const name = uploadName(head_portrait)
      if (!name || !uploads.findOwned(user.id, name))
        throw new ProfileRefusal('profile.avatar.invalid')
      return ok(profile.setAvatar(user.id, `/uploads/${name}`))
    }),
  )
}
