#!/usr/bin/env node
import { fileURLToPath } from 'node:url'
import { checkTree } from './architecture.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { problems, files } = checkTree(root)
for (const p of problems) console.error(`architecture: ${p}`)
console.info(`architecture: ${files} files checked, ${problems.length} problem(s)`)
process.exit(problems.length ? 1 : 0)
