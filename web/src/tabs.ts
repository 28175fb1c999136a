/** Tabs after the ARIA pattern: one panel at a time, arrow keys move between the tabs. */
export type TabId = 'pruefung' | 'gutachten' | 'bekanntmachung'

const tabsOf = (list: HTMLElement): HTMLButtonElement[] => [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')]

export const selectTab = (list: HTMLElement, id: TabId, focus = false): void => {
  for (const tab of tabsOf(list)) {
    const on = tab.dataset['tab'] === id
    tab.setAttribute('aria-selected', String(on))
    tab.tabIndex = on ? 0 : -1
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '')
    if (panel !== null) panel.hidden = !on
    if (on && focus) tab.focus()
  }
}

export const wireTabs = (list: HTMLElement): void => {
  list.addEventListener('click', (e) => {
    const tab = (e.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]')
    if (tab !== null) selectTab(list, tab.dataset['tab'] as TabId)
  })
  list.addEventListener('keydown', (e) => {
    const tabs = tabsOf(list)
    const i = tabs.findIndex((x) => x === document.activeElement)
    if (i < 0) return
    const j = e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1
    if (j < 0) return
    e.preventDefault()
    selectTab(list, tabs[j]?.dataset['tab'] as TabId, true)
  })
}
