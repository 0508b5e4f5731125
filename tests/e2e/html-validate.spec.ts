/**
 * Every prerendered page (the not-found copies and the CMS page included), as the server sends it,
 * is valid HTML by html-validate's `standard` rules: the conformance rules of the HTML standard
 * (content models, allowed attributes and values, unique ids…), not style preferences.
 */
import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { NOT_FOUND_PATHS } from '#core/content/route-paths.ts'
import { ALL_PATHS } from './support.ts'

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

async function problemsIn(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name)
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${name}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
  )
}

test('the validator reports a real mistake (so a clean page means something)', async () => {
  const problems = await problemsIn(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><ul><div id="a"></div></ul><p id="a"></p></body></html>',
    'sample',
  )
  expect(problems.join('\n')).toMatch(/element-permitted-content/)
  expect(problems.join('\n')).toMatch(/no-dup-id/)
})

test('every prerendered page is valid HTML', async ({ request }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const path of [...ALL_PATHS, ...NOT_FOUND_PATHS, '/admin/']) {
    const response = await request.get(path)
    expect([200, 404], path).toContain(response.status())
    problems.push(...(await problemsIn(await response.text(), path)))
  }
  expect(problems).toEqual([])
})
