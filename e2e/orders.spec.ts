import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signUp } from './helpers.ts';

/**
 * Orders with the built-in payment simulator: two tabs never charge twice, a 1-Year holder upgrades to
 * Lifetime for the difference, the profile then says Lifetime, and a cancelled payment says nothing was
 * charged and offers to pay again for the same pass.
 */

/** From the paywall, the chosen pass's checkout: answers the simulator's order id. */
async function checkout(page: Page, button: string): Promise<string> {
  await page.goto('/hub/paywall');
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/api\/payment\/simulator\/gw-/);
  return page.url().split('/').pop() as string;
}

test.describe('orders', () => {
  test.use({ locale: 'en-GB' });

  test('two checkouts of one pass never charge twice: the second payment is flagged for a refund', async ({
    page,
    request,
    context,
  }) => {
    await signUp(page, request, 'twotabs');
    const first = await checkout(page, 'Get the 1-Year Pass');
    // The same learner, a second tab, the same pass: the same open order comes back.
    const tab = await context.newPage();
    const second = await checkout(tab, 'Get the 1-Year Pass');
    expect(second).toBe(first);

    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/public\/payment-success$/, { timeout: 20_000 });
    await expect(page.getByText(/Your 1-Year Pass is valid until/)).toBeVisible();

    // The forgotten tab pays again: nothing more is applied, and the learner is told.
    await tab.getByRole('button', { name: 'Pay' }).click();
    await expect(tab).toHaveURL(new RegExp(`/public/payment-status/${first}`));
    await expect(tab.getByRole('heading', { name: 'This payment will be refunded' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(tab.getByText(/This order was paid twice/)).toBeVisible();
    await expectAccessible(tab, 'the refund-due notice');

    // Still one year, not two.
    await tab.goto('/profile');
    const until = await tab.getByText(/Premium until/).textContent();
    const year = Number(until?.match(/\d{4}/)?.[0]);
    expect(year).toBe(new Date().getFullYear() + 1);
    await tab.goto('/hub/payment-history');
    await expect(tab.getByText('Refund due')).toBeVisible();
  });

  test('a 1-Year holder upgrades to Lifetime for the difference, and the profile says Lifetime', async ({
    page,
    request,
  }) => {
    await signUp(page, request, 'upgrade');
    await checkout(page, 'Get the 1-Year Pass');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/public\/payment-success$/, { timeout: 20_000 });

    // The pricing section offers the upgrade instead of "You already have Premium".
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('link', { name: 'Upgrade to Lifetime' })).toBeVisible();
    await expect(pricing.getByText(/Your pass is valid until/)).toBeVisible();
    await expect(pricing.getByText('$6', { exact: true })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Go Lifetime for $6' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade to Lifetime' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/simulator\/gw-/);
    await expect(page.getByText('6.00 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/public\/payment-success$/, { timeout: 20_000 });
    await expect(page.getByText('Your Lifetime Pass never expires.')).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByText('Lifetime', { exact: true })).toBeVisible();
    await expect(page.getByText(/9999/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upgrade to Lifetime' })).toHaveCount(0);
    await page.goto('/hub/sections');
    await expect(page.getByText('PREMIUM · Lifetime')).toBeVisible();
  });

  test('a cancelled payment says nothing was charged, and "Pay again" reopens the same pass', async ({
    page,
    request,
  }) => {
    await signUp(page, request, 'cancel');
    await page.goto('/hub/paywall');
    // checkout-opened leaves with the page (keepalive), before the payment page loads.
    const event = page.waitForRequest(
      (r) => r.url().endsWith('/api/events') && (r.postData() ?? '').includes('checkout-opened'),
    );
    await page.getByRole('button', { name: 'Get the Lifetime Pass' }).click();
    expect((await event).postDataJSON().events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'checkout-opened',
          props: expect.objectContaining({ plan: 'lifetime-pass' }),
        }),
      ]),
    );
    await expect(page).toHaveURL(/\/api\/payment\/simulator\/gw-/);
    const orderId = page.url().split('/').pop() as string;
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(new RegExp(`/public/payment-error/${orderId}`));
    await expect(
      page.getByRole('heading', { name: 'Payment cancelled — nothing was charged' }),
    ).toBeVisible();
    await expect(page.getByText('PAYMENT_CANCELLED')).toHaveCount(0);
    await expect(page.getByText('Payment Error')).toHaveCount(0);
    await expectAccessible(page, 'the cancelled payment page');
    await page.getByRole('button', { name: 'Pay again' }).click();
    await expect(page).toHaveURL(new RegExp(`/api/payment/simulator/${orderId}$`));
    await expect(page.getByText('14.00 USD')).toBeVisible();
  });
});
