import { pngFile } from './support/fixture-files';
import { expect, test } from './support/fixtures';
import { addStaffMember, newStaffMember, registerApprovedCompany } from './support/seed-companies';

/**
 * Issue 15's story in two browsers side by side: the forwarder writes in an order's thread,
 * the carrier's logistician sees it arrive without reloading, sees the forwarder typing and
 * answers with a photo; the forwarder sees it read; the menu's unread badge counts and
 * clears; a direct conversation starts from the user picker, which offers nobody of a company
 * the forwarder has nothing to do with.
 */
test('two parties of an order talk in its thread, live, and start a direct conversation', async ({
  page,
  context,
  browser,
  baseURL,
  api,
  signIn,
  orderWithCarrierSelected: { order, forwarder, carrier },
}) => {
  // Three people in two browsers, live: 1.0–1.3 min on the 2-core CI machine beside another
  // story; the budget caps a failure, it is not a wait.
  test.setTimeout(180_000);
  await context.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const logistician = await addStaffMember(api, carrier, newStaffMember(false));
  const unrelated = await registerApprovedCompany(api, 'CARRIER');

  // The logistician waits in the chat, in a browser of their own.
  const carrierContext = await browser.newContext({ baseURL });
  await carrierContext.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  const carrierPage = await carrierContext.newPage();
  await signIn(logistician, carrierPage);
  await carrierPage.goto('/chat');
  await expect(carrierPage.getByTestId('chat-list')).toBeVisible();
  const carrierBadge = carrierPage.getByTestId('chat-unread-badge');
  await expect(carrierBadge).toHaveAttribute('data-count', '0');

  // The forwarder opens the carrier's thread from the order and writes.
  await signIn(forwarder.owner);
  await page.goto(`/view-request/${order.id}`);
  await page.getByTestId('response-chat').click();
  await expect(page.getByTestId('chat-conversation-view')).toBeVisible();
  await expect(page.getByTestId('chat-conversation-heading')).toContainText(carrier.name);
  const greeting = `Hello, the loading gate is 4 (${Date.now()})`;
  await page.getByTestId('chat-input').fill(greeting);
  await page.getByTestId('chat-input').press('Enter');
  const ownMessage = page.getByTestId('chat-message').filter({ hasText: greeting });
  await expect(ownMessage.getByTestId('chat-receipt')).not.toHaveAttribute(
    'data-receipt',
    'PENDING',
  );

  // It reaches the logistician's list and badge without a reload.
  const thread = carrierPage.getByTestId('chat-conversation').filter({ hasText: greeting });
  await expect(thread).toBeVisible();
  await expect(carrierBadge).toHaveAttribute('data-count', '1');

  // Opening it reads it: the badge clears and the forwarder sees the blue ticks.
  await thread.click();
  await expect(carrierPage.getByTestId('chat-message').filter({ hasText: greeting })).toBeVisible();
  await expect(carrierBadge).toHaveAttribute('data-count', '0');
  await expect(ownMessage.getByTestId('chat-receipt')).toHaveAttribute('data-receipt', 'READ');

  // The forwarder types at a person's pace (signals go out at most every 2 s, and one went
  // with the greeting): the logistician sees it.
  await page
    .getByTestId('chat-input')
    .pressSequentially('Also, the seal number is KZ 7700123', { delay: 100 });
  await expect(carrierPage.getByTestId('chat-typing')).toBeVisible();

  // The logistician answers with a photo.
  await carrierPage.getByTestId('chat-attach-input').setInputFiles(pngFile('truck.png', 32));
  await expect(carrierPage.getByTestId('chat-upload')).toHaveAttribute('data-state', 'done');
  await carrierPage.getByTestId('chat-input').fill('The truck is at the gate');
  await carrierPage.getByTestId('chat-send').click();
  const answer = page.getByTestId('chat-message').filter({ hasText: 'The truck is at the gate' });
  await expect(answer).toBeVisible();
  await expect(answer.getByTestId('chat-attachment-image').locator('img')).toBeVisible();
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);

  // A direct conversation: the picker offers the order's carrier, not an unrelated company.
  await page.getByTestId('chat-new').click();
  const search = page.getByTestId('chat-picker-search');
  await search.fill(unrelated.name);
  await expect(page.getByTestId('chat-picker').getByTestId('page-empty')).toBeVisible();
  await search.fill(carrier.name);
  const person = page.getByTestId('chat-person').filter({ hasText: 'Нұрлан' });
  await expect(person).toBeVisible();
  await expect(page.getByTestId('chat-person').filter({ hasText: unrelated.name })).toHaveCount(0);
  await person.click();
  await expect(page.getByTestId('chat-conversation-heading')).toContainText('Нұрлан');
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);

  await carrierContext.close();
});
