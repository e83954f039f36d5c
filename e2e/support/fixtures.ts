import type { LoginResponse, OrderDetail, OrderResponseView } from '@freight/shared';
import { test as base, expect, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiClient } from './api-client';
import type { Credentials } from './demo-accounts';
import { Mailbox } from './mailbox';
import { registerApprovedCompany, type SeededCompany } from './seed-companies';
import { addApprovedDriver, addVehicle } from './seed-fleet';
import { createOrder, selectCarrier, type CarrierWithFleet } from './seed-orders';
import { signContractOf } from './seed-trip';
import { startApiServer, startMailSink, TEMPLATE_DATA_DIR_ENV } from './servers';
import { installSession } from './sign-in';

/** The worker's own API server (with the built web app) and mail sink. */
export interface WorkerServers {
  baseURL: string;
  mailSinkUrl: string;
}

/** An order whose forwarder accepted a carrier's response, with both sides' accounts. */
export interface OrderWithCarrierSelected {
  /** In CARRIER_SELECTED. */
  order: OrderDetail;
  /** The forwarder that published the order (its owner signs and pays). */
  forwarder: SeededCompany;
  /** The carrier whose response was accepted, with the driver and vehicle it offered. */
  carrier: CarrierWithFleet;
  acceptedResponse: OrderResponseView;
}

interface WorkerFixtures {
  workerServers: WorkerServers;
}

interface TestFixtures {
  /** The worker's API, for seeding and for calls a spec checks itself. */
  api: ApiClient;
  /**
   * Signs `account` in through the API and installs the session in `page` (the test's page
   * by default) before it loads, as if the login form had been used.
   */
  signIn: (account: Credentials, page?: Page) => Promise<LoginResponse>;
  /** The mail the worker's server sent (password-recovery codes). */
  mailbox: Mailbox;
  /** A forwarder company registered and approved for this test. */
  forwarder: SeededCompany;
  /** A carrier company registered and approved for this test, with no drivers or vehicles. */
  carrier: SeededCompany;
  /** `carrier`, given an approved driver and a vehicle: it may respond to orders. */
  carrierWithFleet: CarrierWithFleet;
  /** An order `forwarder` published (two route points, no responses yet). */
  publishedOrder: OrderDetail;
  /** `publishedOrder` after `carrierWithFleet` responded and `forwarder` accepted. */
  orderWithCarrierSelected: OrderWithCarrierSelected;
  /** `orderWithCarrierSelected` after both owners signed its contract: CONTRACT_SIGNED. */
  orderWithSignedContract: OrderWithCarrierSelected;
}

/**
 * The end-to-end `test`. Each worker runs its own server on its own copy of the seeded demo
 * database, so tests in different workers never meet; within a worker, each test seeds the
 * companies and orders it needs through the API (the fixtures below) and so depends on no
 * other test's data or order.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServers: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const templateDir = process.env[TEMPLATE_DATA_DIR_ENV];
      if (!templateDir) throw new Error(`${TEMPLATE_DATA_DIR_ENV} is unset: no global setup ran`);
      const label = `worker ${workerInfo.workerIndex}`;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'freight-e2e-worker-'));
      cpSync(templateDir, dataDir, { recursive: true });
      const mailSink = await startMailSink(`mail sink, ${label}`);
      try {
        const server = await startApiServer({
          dataDir,
          smtpUrl: mailSink.smtpUrl,
          label: `api, ${label}`,
        });
        try {
          await use({ baseURL: server.baseURL, mailSinkUrl: mailSink.httpUrl });
        } finally {
          await server.stop();
        }
      } finally {
        await mailSink.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  baseURL: async ({ workerServers }, use) => {
    await use(workerServers.baseURL);
  },

  api: async ({ request }, use) => {
    await use(new ApiClient(request));
  },

  signIn: async ({ page, api }, use) => {
    await use(async (account, onPage = page) => {
      const session = await api.signIn(account);
      await installSession(onPage, session);
      return session;
    });
  },

  mailbox: async ({ workerServers }, use) => {
    await use(new Mailbox(workerServers.mailSinkUrl));
  },

  forwarder: async ({ api }, use) => {
    await use(await registerApprovedCompany(api, 'FORWARDER'));
  },

  carrier: async ({ api }, use) => {
    await use(await registerApprovedCompany(api, 'CARRIER'));
  },

  carrierWithFleet: async ({ api, carrier }, use) => {
    const driver = await addApprovedDriver(api, carrier);
    const vehicle = await addVehicle(api, carrier);
    await use({ ...carrier, driver, vehicle });
  },

  publishedOrder: async ({ api, forwarder }, use) => {
    await use(await createOrder(api, forwarder));
  },

  orderWithCarrierSelected: async ({ api, publishedOrder, forwarder, carrierWithFleet }, use) => {
    const { order, response } = await selectCarrier(
      api,
      publishedOrder,
      forwarder,
      carrierWithFleet,
    );
    await use({ order, forwarder, carrier: carrierWithFleet, acceptedResponse: response });
  },
  orderWithSignedContract: async ({ api, orderWithCarrierSelected }, use) => {
    const { order, forwarder, carrier } = orderWithCarrierSelected;
    const signed = await signContractOf(api, order, forwarder, carrier);
    await use({ ...orderWithCarrierSelected, order: signed });
  },
});

export { expect };
