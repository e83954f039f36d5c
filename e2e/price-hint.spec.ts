import type { PriceHint } from '@freight/shared';
import { expect, test } from './support/fixtures';
import { chooseOption } from './support/form-steps';
import { shownMoney } from './support/money';

/**
 * Issue 32's price hint on the order form: the demo's history has a dozen completed tent
 * deals Almaty → Astana in the last 90 days (seed/demo-analytics-order-plan.ts). The form
 * shows their median, middle half and count as the API computes them, in the currency chosen,
 * on a phone too.
 */
test('the order form shows what the lane cost: median, range and deals', async ({
  page,
  api,
  signIn,
  forwarder,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(forwarder.owner);
  await page.goto('/new-request');
  const hint = page.getByTestId('price-hint');
  await expect(hint).toBeVisible();

  const points = page.getByTestId('route-point');
  await points.nth(0).getByTestId('route-point-city').fill('Алматы');
  await points.nth(1).getByTestId('route-point-city').fill('Астана');
  await chooseOption(page, 'order-field-transportType', 'TENT');

  const expected = await api.call<PriceHint>(
    'GET',
    '/price-hint?fromCity=Алматы&toCity=Астана&bodyType=TENT&currency=KZT',
    { as: forwarder.owner, status: 200 },
  );
  expect(expected.basis).toBe('LANE');
  const total = expected.total!;
  expect(total.deals).toBeGreaterThanOrEqual(5);
  await expect(page.getByTestId('price-hint-median')).toHaveText(
    await shownMoney(page, total.median),
  );
  const range = page.getByTestId('price-hint-range');
  await expect(range).toContainText(await shownMoney(page, total.p25));
  await expect(range).toContainText(await shownMoney(page, total.p75));
  await expect(page.getByTestId('price-hint-deals')).toContainText(String(total.deals));
  // The hint fits the phone's width: nothing runs off the side.
  const box = await hint.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);

  // In dollars, at the rates of each deal's date.
  await chooseOption(page, 'order-field-currency', 'USD');
  const inDollars = await api.call<PriceHint>(
    'GET',
    '/price-hint?fromCity=Алматы&toCity=Астана&bodyType=TENT&currency=USD',
    { as: forwarder.owner, status: 200 },
  );
  await expect(page.getByTestId('price-hint-median')).toHaveText(
    await shownMoney(page, inDollars.total!.median, 'USD'),
  );
});
