import { resolve } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './expect-accessible';
import { createAccount, openSignedIn } from './new-account';
import { retryMobile } from './retry-mobile';

// The profile photo cut to the face (§8's face crop) where the browser has a face detector.
// Chromium on Linux has none (the Shape Detection API's FaceDetector is absent, and "not
// implemented" behind its flag): a stand-in answers as a detector would, as the test asks. The
// crop itself — the image read, cut to the square and sent as a JPEG — is the browser's own.
function standInDetector() {
  class FaceDetector {
    detect() {
      const answer = sessionStorage.getItem('face-detector');
      if (answer === 'not-implemented') {
        return Promise.reject(new DOMException('Face Detection not implemented.', 'NotSupportedError'));
      }
      if (answer === 'no-face') return Promise.resolve([]);
      return Promise.resolve([{ boundingBox: { x: 66, y: 40, width: 60, height: 60 } }]);
    }
  }
  Object.assign(window, { FaceDetector });
}

const size = (img: Locator) =>
  img.evaluate((i: HTMLImageElement) => (i.complete ? [i.naturalWidth, i.naturalHeight] : []));

test('the profile photo is cut to the face where the browser can find one, and says when it cannot', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await createAccount(request, retryMobile('639181220062'));
  await openSignedIn(page, token);
  await expect(page).toHaveURL(/\/profile-edit$/);
  const input = page.getByLabel('Photo', { exact: true });
  const crop = page.getByRole('checkbox', { name: 'Crop the photo to my face automatically' });
  // Without a face detector nothing is offered.
  await expect(input).toBeVisible();
  await expect(crop).toHaveCount(0);

  await page.addInitScript(standInDetector);
  await page.reload();
  await expect(crop).toBeChecked();
  await expectAccessible(page);
  const photo = page.getByRole('img', { name: 'Your current profile' });
  const icon = resolve('public/icons/icon-192.png');

  // No face in it: the photo is sent as chosen (192 × 192), and the person is told why.
  await page.evaluate(() => sessionStorage.setItem('face-detector', 'no-face'));
  await input.setInputFiles(icon);
  await expect(page.getByText('Unable to crop automatically. No face detected.')).toBeVisible();
  await expect.poll(() => size(photo)).toEqual([192, 192]);

  // A detector the system does not back.
  await page.evaluate(() => sessionStorage.setItem('face-detector', 'not-implemented'));
  await input.setInputFiles(icon);
  await expect(page.getByText('Unable to crop automatically. Crop error!')).toBeVisible();

  // A face 60 px wide: the photo becomes the 120 px square around it.
  await page.evaluate(() => sessionStorage.removeItem('face-detector'));
  await input.setInputFiles(icon);
  await expect.poll(() => size(photo)).toEqual([120, 120]);

  // Unticked, the photo is sent as chosen.
  await crop.uncheck();
  await input.setInputFiles(icon);
  await expect.poll(() => size(photo)).toEqual([192, 192]);
});
