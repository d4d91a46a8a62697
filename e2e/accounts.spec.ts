import { expect, test } from '@playwright/test';
import { expectFitsScreen, newEmail, readCode, typeCode } from './helpers.ts';

test.describe('accounts', () => {
  test('a new visitor registers from the landing page, completes onboarding, stays signed in and logs out', async ({
    page,
    request,
  }) => {
    const email = newEmail('journey');
    await page.goto('/');
    await page.getByRole('link', { name: 'Start learning' }).first().click();
    await expect(page).toHaveURL(/\/signin$/);
    await expectFitsScreen(page, 'the sign-in page');

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
    // A new address: the page asks for a name and creates the account.
    await page.getByLabel('Your name').fill('Olena');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Code sent' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectFitsScreen(page, 'the code step');

    await typeCode(page, await readCode(request, email));
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expectFitsScreen(page, 'onboarding');
    await page.getByRole('button', { name: 'Travel' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: /Intermediate/ }).click();
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    await page.getByRole('button', { name: '25–34' }).click();
    await expect(page).toHaveURL(/\/hub\/sections$/);

    await expectFitsScreen(page, 'the hub');
    // The refresh cookie keeps the learner signed in across a reload.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Welcome, Olena!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome, Olena!' })).toBeVisible();
    await expectFitsScreen(page, 'the profile');
    // Onboarding is done once: it now sends the learner on to the hub.
    await page.goto('/onboarding');
    await expect(page).toHaveURL(/\/hub\/sections$/);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectFitsScreen(page, 'the landing page after logout');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
  });

  test('a visitor sent to sign-in from a protected page is brought back to it, focus on each field', async ({
    page,
    request,
  }) => {
    const email = newEmail('return');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
    // The one thing to do here is type the address: the field is ready for it.
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    // An unknown address asks for a name next, and focus goes there instead of the page body.
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.keyboard.type('Fedir');
    await page.getByRole('button', { name: 'Create account' }).click();
    await typeCode(page, await readCode(request, email));
    await expect(page).toHaveURL(/\/onboarding\?next=%2Fprofile$/);
    await page.getByRole('button', { name: 'Work' }).click();
    await page.getByRole('button', { name: /Beginner/ }).click();
    await page.getByRole('button', { name: '35–44' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Fedir!' })).toBeVisible();
  });

  test('registration in the modal, code pasted into the boxes', async ({ page, request }) => {
    const email = newEmail('paste');
    await page.goto('/?action=open-registration');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectFitsScreen(page, 'the registration modal');
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByLabel('Your name').fill('Taras');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Code sent' })).toBeVisible();

    const code = await readCode(request, email);
    await dialog.getByRole('textbox', { name: /Digit 1 of 5/ }).focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
      );
    }, code);
    // Signed in without a quiz: the hub's guard or the modal's next step leads on; the modal is gone.
    await expect(dialog).toBeHidden();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Welcome, Taras!' })).toBeVisible();
  });

  test('a wrong code shows the error, and a new code waits for the countdown', async ({ page, request }) => {
    const email = newEmail('wrong');
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
    await page.getByLabel('Your name').fill('Iryna');
    await page.getByRole('button', { name: 'Create account' }).click();
    const right = await readCode(request, email);
    const wrong = right === '11111' ? '22222' : '11111';
    await typeCode(page, wrong);
    await expect(page.getByRole('alert')).toHaveText('The code is wrong. Check what you entered.');
    await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
    await expectFitsScreen(page, 'the code step with an error');
    await expect(page.getByRole('button', { name: 'Send a new code' })).toHaveCount(0);
  });

  test('?action=open-login opens the sign-in modal and leaves the address clean', async ({ page }) => {
    await page.goto('/?action=open-login');
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Log in to Gapwise' })).toBeVisible();
    await expectFitsScreen(page, 'the sign-in modal');
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the e-mail field checks the address and hints at typos', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('E-mail').fill('anna@gmial.com');
    await expect(page.getByText('Perhaps you meant:')).toBeVisible();
    await page.getByRole('button', { name: 'anna@gmail.com' }).click();
    await expect(page.getByLabel('E-mail')).toHaveValue('anna@gmail.com');
    await expectFitsScreen(page, 'the sign-in page with a hint');
    await page.getByLabel('E-mail').fill('anna@');
    await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
    await expect(page.getByText('A full email address is required')).toBeVisible();
  });

  test('protected pages send visitors to sign-in; legal pages follow the language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вітаємо в Gapwise');
    await expectFitsScreen(page, 'the sign-in page (uk)');
    await page.goto('/public/terms-of-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Договір публічної оферти');
    await expectFitsScreen(page, 'the terms (uk)');
    await page.goto('/public');
    await expect(page).toHaveURL(/\/public\/terms-of-services$/);
    await context.close();
  });
});
