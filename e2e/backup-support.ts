// Backup and restore as a person does them, for the specs that need a backup file: download one
// from Settings, wipe the site's data, choose the file on the restore screen.
import { expect, type Page } from './fixtures.ts';
import { appOrigin } from './support.ts';

export const PASSPHRASE = 'purple kettle morning rain';

export async function downloadBackupFile(page: Page, path: string) {
  await page.goto(`${appOrigin()}/settings`);
  await page.getByRole('link', { name: 'Download backup file' }).click();
  await page.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE);
  await page.getByLabel('Type the passphrase again').fill(PASSPHRASE);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download backup file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pocketbits-backup-\d{4}-\d{2}-\d{2}\.json$/);
  await download.saveAs(path);
  await expect(page.getByRole('status')).toContainText('Backup file saved');
}

/** Everything the origin keeps: as if the person cleared the site's data. */
export async function clearSiteData(page: Page) {
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const databases = await indexedDB.databases();
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise((resolve) => {
            const request = indexedDB.deleteDatabase(name ?? '');
            request.onsuccess = request.onerror = request.onblocked = resolve;
          }),
      ),
    );
  });
}

export async function chooseBackup(page: Page, path: string, passphrase: string) {
  await page.getByLabel('Backup file').setInputFiles(path);
  await page.getByLabel('Passphrase').fill(passphrase);
}
