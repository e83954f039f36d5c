import { menuItemsFor, type CompanyKind, type Role } from '@freight/shared';
import type { Page } from '@playwright/test';
import { DEMO_FORWARDER_BIN, demoAccount } from './support/demo-accounts';
import { pdfFile, pngFile, type FixtureFile } from './support/fixture-files';
import { expect, test } from './support/fixtures';
import {
  addStaffMember,
  newRegistration,
  newStaffMember,
  registerApprovedCompany,
  registerCompany,
  rejectCompany,
  resubmitRegistration,
  type RegistrationData,
} from './support/seed-companies';
import { currentLanguage, translated, translationsOf } from './support/translations';

interface Side {
  kind: CompanyKind;
  /** The sign-up role card. */
  roleCard: 'signup-role-expeditor' | 'signup-role-carrier';
  ownerRole: Extract<Role, 'ROLE_FORWARDER' | 'ROLE_DRIVER_COMPANY'>;
  staffRole: Extract<Role, 'ROLE_EMPLOYEE' | 'ROLE_LOGISTICIAN'>;
  /** The security service's list of this side's companies. */
  listPath: '/expeditors' | '/carriers';
  /** Where the list's link leads for a company (forwarders by login, carriers by id). */
  detailPath: (company: { id: string; login: string }) => string;
  /** The owner's menu entry and page for the company's people. */
  staffMenuKey: 'employees' | 'companyEmployees';
  staffPath: '/employees' | '/company-logists';
  /** The account field naming the company (reading A: an organisation, a carrier's company). */
  companyField: 'organizationName' | 'companyName';
  /** Names the side in titles, comments and file names. */
  tag: string;
}

const SIDES: Side[] = [
  {
    kind: 'FORWARDER',
    roleCard: 'signup-role-expeditor',
    ownerRole: 'ROLE_FORWARDER',
    staffRole: 'ROLE_EMPLOYEE',
    listPath: '/expeditors',
    detailPath: ({ login }) => `/expeditor/${login}`,
    staffMenuKey: 'employees',
    staffPath: '/employees',
    companyField: 'organizationName',
    tag: 'forwarder',
  },
  {
    kind: 'CARRIER',
    roleCard: 'signup-role-carrier',
    ownerRole: 'ROLE_DRIVER_COMPANY',
    staffRole: 'ROLE_LOGISTICIAN',
    listPath: '/carriers',
    detailPath: ({ id }) => `/view-carrier/${id}`,
    staffMenuKey: 'companyEmployees',
    staffPath: '/company-logists',
    companyField: 'companyName',
    tag: 'carrier',
  },
];

/** The sidebar's entries, in order, as test ids. */
async function shownMenu(page: Page): Promise<(string | null)[]> {
  await expect(page.getByTestId('sidebar')).toBeVisible();
  return page
    .getByTestId('sidebar')
    .locator('[data-testid^="menu-"]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
}

const menuOf = (role: Role) => menuItemsFor(role).map((item) => `menu-${item.key}`);

/** Fills the company tab of the login form and submits it; the outcome is the caller's. */
async function submitCompanyLogin(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-tab-company').click();
  await page.getByTestId('login-email').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The login is refused with the server's 'Registration is not approved', translated. */
async function expectLoginNotApproved(page: Page, login: string, password: string) {
  await submitCompanyLogin(page, login, password);
  await expect(page.getByTestId('login-error')).toHaveText(
    await translated(page, 'errors', 'REGISTRATION_NOT_APPROVED'),
  );
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * Uploads a document on the sign-up form and sees its progress: the upload is held at the
 * network until the progress bar has been seen, then let through.
 */
async function uploadWithProgress(page: Page, kind: string, file: FixtureFile): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const url = '**/api/registration/documents';
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  const field = page.getByTestId(`signup-upload-${kind}`);
  await field.locator('input[type="file"]').setInputFiles(file);
  const progress = field.getByTestId('signup-upload-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(file.name);
  await expect(progress.getByRole('progressbar')).toBeVisible();
  release();
  await expect(progress).toBeHidden();
  await expect(field).toContainText(file.name);
  await expect(field).not.toHaveAttribute('data-document-id', '');
  await page.unroute(url);
}

/** Every section of a legal text (title and each paragraph) is shown in the page's language. */
async function expectLegalTextInFull(page: Page, testId: string, document: string) {
  const texts = translationsOf(await currentLanguage(page), 'registration')[document] as {
    title: string;
    sections: Record<string, { title: string; text: string }>;
  };
  const box = page.getByTestId(testId);
  await expect(box).toBeVisible();
  await expect(box).toContainText(texts.title);
  const sections = Object.values(texts.sections);
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    await expect(box).toContainText(section.title);
    for (const paragraph of section.text.split('\n')) await expect(box).toContainText(paragraph);
  }
}

/** Opens `/sign-up` as `side`, fills the whole form and uploads the charter (with progress). */
async function fillSignUp(page: Page, side: Side, data: RegistrationData, charter: FixtureFile) {
  await page.goto('/sign-up');
  await page.getByTestId(side.roleCard).click();
  const fields = [
    'lastName',
    'firstName',
    'middleName',
    'organizationName',
    'bin',
    'legalAddress',
    'actualAddress',
    'signatoryPosition',
    'phone',
    'email',
  ] as const;
  for (const field of fields) await page.getByTestId(`signup-${field}`).fill(data[field]);
  await page.getByTestId('signup-password').fill(data.password);
  await page.getByTestId('signup-confirmPassword').fill(data.password);
  await uploadWithProgress(page, 'CHARTER', charter);
}

/** Ticks both boxes after checking the agreement and the consent are shown in full. */
async function acceptBoth(page: Page) {
  await expectLegalTextInFull(page, 'signup-agreement-text', 'agreement');
  await expectLegalTextInFull(page, 'signup-consent-text', 'consent');
  for (const box of ['signup-accept-agreement', 'signup-accept-data-processing']) {
    await page.getByTestId(box).check();
    await expect(page.getByTestId(box)).toBeChecked();
  }
}

/** The security service finds the company on its pending tab by BIN and opens it. */
async function openPendingCompany(page: Page, side: Side, data: RegistrationData) {
  await page.goto(side.listPath);
  await page.getByTestId('companies-tab-pending').click();
  await page.getByTestId('companies-search').fill(data.bin);
  const rows = page.getByTestId('company-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toHaveAttribute('data-login', data.email);
  await expect(row).toHaveAttribute('data-status', 'PENDING_REVIEW');
  await expect(row).toContainText(data.bin);
  const id = await row.getAttribute('data-company-id');
  expect(id).toBeTruthy();
  await row.getByTestId('company-open').click();
  const expectedPath = side.detailPath({ id: id ?? '', login: data.email });
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === expectedPath);
  const detail = page.getByTestId('company-detail');
  await expect(detail).toHaveAttribute('data-company-id', id ?? '');
  await expect(page.getByTestId('company-status')).toHaveAttribute('data-status', 'PENDING_REVIEW');
  await expect(page.getByTestId('company-bin')).toHaveText(data.bin);
  await expect(page.getByTestId('company-owner-email')).toHaveText(data.email);
  return detail;
}

for (const side of SIDES) {
  test.describe(`${side.tag} onboarding: registration, vetting, staff`, () => {
    const charter = pdfFile(`charter-${side.tag}.pdf`, `Charter ${side.tag}`);
    const rejectionComment = `Юридический адрес указан неполностью (${side.tag}). Укажите индекс.`;
    const correctedLegalAddress = '050000, г. Алматы, ул. Абая, 10';

    test('registers in the browser with the charter, the agreement and the consent', async ({
      page,
    }) => {
      const data = newRegistration(side.kind);
      await fillSignUp(page, side, data, charter);
      await acceptBoth(page);
      await page.getByTestId('signup-submit').click();
      await expect(page.getByTestId('signup-success')).toBeVisible();
      await expect(page.getByTestId('signup-success')).toContainText(data.email);
      await expect(page.getByTestId('signup-error')).toBeHidden();
    });

    test("the owner's login is refused until the security service approves", async ({
      page,
      api,
    }) => {
      const { owner } = await registerCompany(api, side.kind);
      await expectLoginNotApproved(page, owner.login, owner.password);
    });

    test('the security service views the charter and rejects with a comment', async ({
      page,
      api,
      signIn,
    }) => {
      const company = await registerCompany(api, side.kind, newRegistration(side.kind), charter);
      const { account: reviewer } = await signIn(demoAccount('ROLE_CB'));
      await openPendingCompany(page, side, company.registration);

      const document = page.getByTestId('company-documents').getByTestId('company-document');
      await expect(document).toHaveCount(1);
      await expect(document).toHaveAttribute('data-kind', 'CHARTER');
      await expect(document).toContainText(charter.name);
      await document.getByTestId('document-view').click();
      const viewer = page.getByTestId('document-viewer');
      await expect(viewer).toBeVisible();
      // Drawn by pdf.js from the fetched bytes.
      await expect(viewer.getByTestId('pdf-pages')).toHaveAttribute('data-state', 'shown');
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();

      await page.getByTestId('company-reject').click();
      const dialog = page.getByRole('dialog');
      await page.getByTestId('company-reject-confirm').click();
      await expect(dialog.locator('.ant-form-item-explain-error')).toHaveText(
        await translated(page, 'validation', 'commentEmpty'),
      );
      await expect(page.getByTestId('company-status')).toHaveAttribute(
        'data-status',
        'PENDING_REVIEW',
      );
      await page.getByTestId('company-reject-comment').fill(rejectionComment);
      await page.getByTestId('company-reject-confirm').click();
      await expect(page.getByTestId('company-status')).toHaveAttribute('data-status', 'REJECTED');
      await expect(page.getByTestId('company-review-comment')).toContainText(rejectionComment);
      const rejected = page
        .getByTestId('company-history')
        .locator('[data-testid="company-history-entry"][data-action="REJECTED"]');
      // Kept with who decided and the comment.
      await expect(rejected).toContainText(rejectionComment);
      await expect(rejected).toContainText(reviewer.lname);
      await expect(rejected.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
      await expect(page.getByTestId('company-approve')).toBeHidden();
    });

    test('the owner reads the comment, corrects the data and resubmits', async ({ page, api }) => {
      const company = await registerCompany(api, side.kind, newRegistration(side.kind), charter);
      await rejectCompany(api, company, rejectionComment);
      const { owner, registration: data } = company;

      await submitCompanyLogin(page, owner.login, owner.password);
      await expect(page).toHaveURL(/\/registration-status$/);
      await expect(page.getByTestId('registration-status-page')).toBeVisible();
      await expect(page.getByTestId('registration-status')).toHaveAttribute(
        'data-status',
        'REJECTED',
      );
      await expect(page.getByTestId('registration-review-comment')).toHaveText(rejectionComment);
      await expect(page.getByTestId('registration-history')).toContainText(rejectionComment);

      // The form holds the registration as it was sent, the charter included.
      await expect(page.getByTestId('signup-bin')).toHaveValue(data.bin);
      await expect(page.getByTestId('signup-legalAddress')).toHaveValue(data.legalAddress);
      await expect(page.getByTestId('signup-upload-CHARTER')).toContainText(charter.name);
      await page.getByTestId('signup-legalAddress').fill(correctedLegalAddress);
      await page.getByTestId('registration-resubmit').click();
      await expect(page.getByTestId('registration-resubmitted')).toBeVisible();

      // Back to review: the login is refused again until the decision.
      await expectLoginNotApproved(page, owner.login, owner.password);
    });

    test('the security service sees the correction and approves', async ({ page, api, signIn }) => {
      const company = await registerCompany(api, side.kind);
      await rejectCompany(api, company, rejectionComment);
      await resubmitRegistration(api, company, { legalAddress: correctedLegalAddress });

      await signIn(demoAccount('ROLE_CB'));
      await openPendingCompany(page, side, company.registration);
      await expect(page.getByTestId('company-data')).toContainText(correctedLegalAddress);
      const history = page.getByTestId('company-history');
      await expect(
        history.locator('[data-testid="company-history-entry"][data-action="RESUBMITTED"]'),
      ).toHaveCount(1);
      await expect(
        history.locator('[data-testid="company-history-entry"][data-action="REJECTED"]'),
      ).toContainText(rejectionComment);

      await page.getByTestId('company-approve').click();
      await page.getByTestId('company-approve-confirm').click();
      await expect(page.getByTestId('company-status')).toHaveAttribute('data-status', 'APPROVED');
      await expect(page.getByTestId('company-approve')).toBeHidden();
      await expect(
        history.locator('[data-testid="company-history-entry"][data-action="APPROVED"]'),
      ).toHaveCount(1);
    });

    test(`the owner signs in and adds a ${side.staffRole} who may sign`, async ({ page, api }) => {
      const { owner } = await registerApprovedCompany(api, side.kind);
      const staff = newStaffMember(true);
      await submitCompanyLogin(page, owner.login, owner.password);
      await expect(page.getByTestId('user-name')).toBeVisible();
      expect(await shownMenu(page)).toEqual(menuOf(side.ownerRole));

      await page.getByTestId(`menu-${side.staffMenuKey}`).click();
      await expect(page).toHaveURL(new RegExp(`${side.staffPath}(\\?.*)?$`));
      await expect(page.getByTestId('employees-page')).toBeVisible();
      await page.getByTestId('employee-add').click();
      const fields = ['lastName', 'firstName', 'middleName', 'iin', 'email', 'phone'] as const;
      for (const field of fields) {
        await page.getByTestId(`employee-form-${field}`).fill(staff[field]);
      }
      const canSign = page.getByTestId('employee-form-canSign');
      await canSign.click();
      await expect(canSign).toHaveAttribute('aria-checked', 'true');
      await page.getByTestId('employee-form-password').fill(staff.password);
      await page.getByTestId('employee-form-submit').click();

      const row = page.locator(`[data-testid="employee-row"][data-login="${staff.email}"]`);
      await expect(row).toBeVisible();
      await expect(row).toHaveAttribute('data-active', 'true');
      await expect(row).toContainText(staff.lastName);

      await page.getByTestId('signout-button').click();
      await expect(page).toHaveURL(/\/login/);
    });

    test(`the ${side.staffRole} signs in through the company login and sees its menu`, async ({
      page,
      api,
    }) => {
      const company = await registerApprovedCompany(api, side.kind);
      const staff = await addStaffMember(api, company, newStaffMember(true));
      await submitCompanyLogin(page, staff.login, staff.password);
      await expect(page.getByTestId('user-name')).toBeVisible();
      expect(await shownMenu(page)).toEqual(menuOf(side.staffRole));
      const account = await page.evaluate(
        () => JSON.parse(window.localStorage.getItem('ACCOUNT_DATA') ?? 'null') as unknown,
      );
      expect(account).toMatchObject({
        roleType: side.staffRole,
        login: staff.login,
        canSign: true,
        [side.companyField]: company.name,
      });
    });
  });
}

test.describe('sign-up refusals', () => {
  test("a BIN that is already registered is refused with the server's text, translated", async ({
    page,
  }) => {
    const forwarder = SIDES[0] as Side;
    const data = { ...newRegistration('FORWARDER'), bin: DEMO_FORWARDER_BIN };
    await fillSignUp(page, forwarder, data, pngFile('charter-scan.png'));
    await acceptBoth(page);
    await page.getByTestId('signup-submit').click();
    const message = await translated(page, 'errors', 'BIN_ALREADY_REGISTERED');
    await expect(page.getByTestId('signup-error')).toHaveText(message);
    // Next to the field it concerns as well.
    const binItem = page.locator('.ant-form-item').filter({ has: page.getByTestId('signup-bin') });
    await expect(binItem.locator('.ant-form-item-explain-error')).toHaveText(message);
    await expect(page.getByTestId('signup-success')).toBeHidden();
  });
});
