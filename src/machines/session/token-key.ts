/** Where the session token is kept (the app's storage), read by the boot before the session starts. */
export const TOKEN_KEY = 'token'
