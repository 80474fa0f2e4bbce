/**
 * Profile (api-reference §3.1; design notes in src/api/contract/profile.ts): the caller's own
 * nickname, signature and avatar, behind a session. A refused field answers `parameterError`
 * with its sentence from locales/<tag>/settings.json, and nothing is changed. The avatar must be
 * a picture the caller uploaded; a path of someone else's upload, or of none, is refused.
 */
import type { FastifyPluginAsync } from 'fastify'
import {
  EditNicknameRequest,
  EditSignatureRequest,
  HeadPortraitRequest,
  isProfileIssue,
} from '../../../src/api/contract/profile'
import { ok } from '../envelope'
import { requireUser } from '../plugins/auth'
import { routeModule } from '../plugins/routes'
import { Refusal } from '../refusal'
import { profileRepository } from '../repositories/profile'
import { parseInput, type FieldSentences } from '../validation'
import { uploadName } from './upload'

const profileFields: FieldSentences = { namespace: 'settings', isKey: isProfileIssue }

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const profile = profileRepository(app.db)
  const { uploads } = app.repos
  const auth = { preHandler: requireUser }

  app.post('/user/editNickname', auth, async (request) => {
    const { nickname } = parseInput(EditNicknameRequest, request, profileFields)
    return ok(profile.setNickname(request.user!.id, nickname))
  })

  app.post('/user/editSignature', auth, async (request) => {
    const { signature } = parseInput(EditSignatureRequest, request, profileFields)
    return ok(profile.setSignature(request.user!.id, signature))
  })

  app.post('/user/uploadHeadPortrait', auth, async (request) => {
    const { head_portrait } = parseInput(HeadPortraitRequest, request, profileFields)
    const user = request.user!
    const name = uploadName(head_portrait)
    if (!name || !uploads.findOwned(user.id, name)) {
      throw new Refusal('parameterError', { text: ['settings', 'profile.avatar.invalid'] })
    }
    return ok(profile.setAvatar(user.id, `/uploads/${name}`))
  })
}

export const routes = routeModule(profileRoutes, { prefix: '/api' })
