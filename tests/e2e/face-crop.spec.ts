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

// The image as decoded (its own pixels, not the 120 px box it is shown in).
const size = (img: Locator) =>
  img.evaluate(async (i: HTMLImageElement) => {
    await i.decode();
    return [i.naturalWidth, i.naturalHeight];
  });

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
  // Chooses the icon (192 × 192) with the detector answering `answer`, and waits until the photo
  // shown is the one just sent: one upload at a time, as a person waits for the bar.
  const send = async (answer: string | null, said?: string) => {
    const before = (await photo.count()) > 0 ? await photo.getAttribute('src') : null;
    await page.evaluate(
      (a) => (a ? sessionStorage.setItem('face-detector', a) : sessionStorage.removeItem('face-detector')),
      answer,
    );
    await input.setInputFiles(icon);
    // Said as the photo starts to go (a toast, for a few seconds).
    if (said) await expect(page.getByText(said, { exact: true })).toBeVisible();
    await expect(photo).toHaveAttribute('src', /^blob:/);
    if (before) await expect(photo).not.toHaveAttribute('src', before);
    await expect(input).toBeEnabled();
    return size(photo);
  };

  // No face in it: the photo is sent as chosen, and the person is told why.
  expect(await send('no-face', 'Unable to crop automatically. No face detected.')).toEqual([192, 192]);

  // A detector the system does not back.
  expect(await send('not-implemented', 'Unable to crop automatically. Crop error!')).toEqual([192, 192]);

  // A face 60 px wide: the photo becomes the 120 px square around it.
  expect(await send(null)).toEqual([120, 120]);

  // Unticked, the photo is sent as chosen.
  await crop.uncheck();
  expect(await send(null)).toEqual([192, 192]);
});
