import { useLocation, useNavigate } from 'react-router-dom'

/**
 * A screen's back action: the previous page when the app opened this one; `fallback` when the
 * page was opened directly (a shared link, a reload), where there is no page of the app to go
 * back to.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate()
  const location = useLocation()
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1))
}
