import { useEffect } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The dashboard's Create Purchase Order quick action links here with
 * ?create=1: a manager gets the Create dialog; the parameter is consumed.
 */
export function useCreateParam(canManage: boolean, openCreate: () => void) {
  const [params, setParams] = useSearchParams()
  const createParam = params.has('create')

  useEffect(() => {
    if (!createParam) return
    if (canManage) openCreate()
    setParams(
      (next) => {
        next.delete('create')
        return next
      },
      { replace: true }
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- openCreate is a fresh closure each render
  }, [createParam, canManage, setParams])
}
