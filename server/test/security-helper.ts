/** Helpers for the phone and security tests: SMS codes and accounts registered by phone. */
import type { FastifyInstance } from 'fastify'
import { post } from './helper'

/** A mainland mobile number (spec §5 pattern) and its E.164 key. */
export const PHONE = { area: '86', number: '13800138000', e164: '+8613800138000' }

/** Requests an SMS code through `send` and reads it back from the mailbox. */
export async function requestSms(
  app: FastifyInstance,
  scene: 'register' | 'forget' | 'login',
  phone = PHONE,
) {
  const body = await post(app, '/api/send', {
    user_string: phone.number,
    area_code: phone.area,
    type: scene === 'register' ? '' : scene,
  })
  if (body.type !== 'ok') throw new Error(`send refused: ${JSON.stringify(body)}`)
  const mail = app.repos.mailbox.latest(phone.e164)
  if (!mail) throw new Error(`no SMS to ${phone.e164}`)
  return mail.code
}

/** Registers `phone` with password `secret12` and returns its user row. */
export async function registerPhone(app: FastifyInstance, phone = PHONE) {
  const code = await requestSms(app, 'register', phone)
  const body = await post(app, '/api/user/register', {
    type: 'mobile',
    user_string: phone.number,
    area_code: phone.area,
    code,
    password: 'secret12',
    re_password: 'secret12',
  })
  if (body.type !== 'ok') throw new Error(`register refused: ${JSON.stringify(body)}`)
  return app.repos.users.findByAccount(phone.e164)!
}
