/**
 * Debian's Chromium driven by playwright-core: never a downloaded browser.
 * The flags keep it off the network (this machine has none) and out of the
 * sandbox (we run as root); each run gets a fresh, empty profile.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext } from 'playwright-core'

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--font-render-hinting=none',
]

export interface Browser {
  readonly context: BrowserContext
  readonly close: () => Promise<void>
}

export const launch = async (): Promise<Browser> => {
  const profile = await mkdtemp(join(tmpdir(), 'nachruecken-lab-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 1,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  return {
    context,
    close: async () => {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}
