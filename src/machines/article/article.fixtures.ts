import { NewsDetail } from '@/api/contract/content'
import { MockArticle } from '@/api/contract/content.fixtures'
import { articleMachine, type ArticleContext } from './article.machine'

export const mockArticle = NewsDetail.parse(MockArticle)

const base: ArticleContext = { id: mockArticle.id, article: null, error: null }

/** One snapshot per state of the article machine. */
export const articleSnapshots = {
  checking: articleMachine.resolveState({ value: 'checking', context: base }),
  loading: articleMachine.resolveState({ value: 'loading', context: base }),
  ready: articleMachine.resolveState({
    value: 'ready',
    context: { ...base, article: mockArticle },
  }),
  notFound: articleMachine.resolveState({ value: 'notFound', context: { ...base, id: null } }),
  failed: articleMachine.resolveState({ value: 'failed', context: { ...base, error: 'network' } }),
}
