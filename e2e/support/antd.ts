import type { Locator, Page } from 'playwright-core'

/*
 * The dropdown that is open and done animating: a click during antd's
 * slide-up motion can land on the list before it settles and be lost.
 */
const SETTLED_DROPDOWN =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])'

/**
 * Chooses an option of an antd Select by its title. With `search`, types it
 * first (long or server-searched lists); `afterSearch` waits for whatever
 * the typing triggers (e.g. the server's answer). Resolves once the
 * dropdown has closed, which is when antd has taken the choice.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  title: string,
  options: { search?: string; afterSearch?: Promise<unknown> } = {}
) {
  await select.click()
  if (options.search !== undefined) await select.fill(options.search)
  if (options.afterSearch) await options.afterSearch
  const option = page.locator(SETTLED_DROPDOWN).getByTitle(title, { exact: true })
  await option.click()
  await option.waitFor({ state: 'hidden' })
}
