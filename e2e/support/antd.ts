import type { Locator, Page } from 'playwright-core'

/* An antd popup whose opening motion is over: antd's motion classes end in -appear or -enter. */
const OPENED = ':not([class*="-appear"]):not([class*="-enter"])'

/*
 * The dropdown that is open and done animating: a click during antd's
 * slide-up motion can land on the list before it settles and be lost.
 */
const SETTLED_DROPDOWN = `.ant-select-dropdown:not(.ant-select-dropdown-hidden)${OPENED}:not([class*="-leave"])`

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

/*
 * A modal dialog once antd's opening zoom is over: the zoom grows from the
 * button that opened it, so a click aimed during it can land beside its target
 * and be lost.
 */
const SETTLED_MODAL = `.ant-modal${OPENED}`

/** The dialog with this name, once open and done animating. */
export async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name })
  await dialog.and(page.locator(SETTLED_MODAL)).waitFor()
  return dialog
}
