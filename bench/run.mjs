// `npm run bench`: bundle size, Lighthouse, redirect throughput, statistics speed, the QR renderer and its scan
// check, each measured against its baseline or target in the same run. Never part of `npm test`. Set
// BENCH=bundle,lighthouse,redirect,journal,writer,stats,stats-fairness,qr-render,qr-check,public-form,public-page,
// password-strength,media,enumeration,webhooks to run some of them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { benchEnumeration, reportEnumeration } from './account-enumeration.mjs';
import { benchJournal, reportJournal } from './journal.mjs';
import { benchLighthouse, reportLighthouse } from './lighthouse.mjs';
import { benchMedia, reportMedia } from './media.mjs';
import { benchPasswordStrength, reportPasswordStrength } from './password-strength.mjs';
import { benchPublicForm, reportPublicForm } from './public-form.mjs';
import { benchPublicPage, reportPublicPage } from './public-page.mjs';
import { benchQrCheck, reportQrCheck } from './qr-check.mjs';
import { benchQrRender, reportQrRender } from './qr-render.mjs';
import { benchRedirect, reportRedirect } from './redirect.mjs';
import { benchStats } from './stats.mjs';
import { benchStatsFairness, reportStatsFairness } from './stats-fairness.mjs';
import { benchWebhooks, reportWebhooks } from './webhooks.mjs';
import { benchWriter, reportWriter } from './writer.mjs';

const wanted = new Set(
  (
    process.env.BENCH ??
    'bundle,lighthouse,redirect,journal,writer,stats,stats-fairness,qr-render,qr-check,public-form,public-page,password-strength,media,enumeration,webhooks'
  ).split(','),
);
let failed = false;

if (wanted.has('bundle')) {
  console.log('\n## First-load JavaScript');
  execFileSync(process.execPath, [path.join(import.meta.dirname, 'bundle-size.mjs')], { stdio: 'inherit' });
}
if (wanted.has('lighthouse')) {
  console.log("\n## Lighthouse, mobile preset (Debian's Chromium)");
  const report = reportLighthouse(await benchLighthouse());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('redirect')) {
  console.log('\n## Redirect');
  const report = reportRedirect(await benchRedirect());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('webhooks')) {
  console.log('\n## Webhooks');
  const report = reportWebhooks(await benchWebhooks());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('public-form')) {
  console.log('\n## Public feedback form');
  const report = reportPublicForm(await benchPublicForm());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('public-page')) {
  console.log('\n## Public landing page');
  const report = reportPublicPage(await benchPublicPage());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('journal')) {
  console.log("\n## Click journal: the redirect thread's cost");
  console.log(reportJournal(await benchJournal()).text);
}
if (wanted.has('writer')) {
  console.log('\n## Click writer');
  console.log(reportWriter(await benchWriter()).text);
}
if (wanted.has('stats')) {
  console.log('\n## Statistics of a link and of a workspace with 1,000,000 clicks');
  // benchStats prints each database's figures as they come.
  await benchStats();
}
if (wanted.has('stats-fairness')) {
  console.log("\n## Statistics shared fairly: one workspace's CSV exports beside another's figures");
  const report = reportStatsFairness(await benchStatsFairness());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('qr-render')) {
  console.log('\n## QR renderer: a styled 1024 px PNG');
  const report = reportQrRender(await benchQrRender());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('qr-check')) {
  console.log('\n## QR scan check');
  const report = reportQrCheck(await benchQrCheck());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('enumeration')) {
  console.log('\n## Known and unknown addresses: reset request and failed sign-in');
  const report = reportEnumeration(await benchEnumeration());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('password-strength')) {
  console.log('\n## Password strength check');
  const report = reportPasswordStrength(await benchPasswordStrength());
  console.log(report.text);
  failed ||= !report.ok;
}
if (wanted.has('media')) {
  console.log('\n## Uploads: 10 downloads of a 50 MB video beside redirects of uncached links');
  const report = reportMedia(await benchMedia());
  console.log(report.text);
  failed ||= !report.ok;
}
process.exit(failed ? 1 : 0);
