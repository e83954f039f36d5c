import type { OrderFileView, UploadableOrderFileType } from '@freight/shared';
import type { App } from '../src/app.js';
import type { SignedInAccount } from './company-factory.js';
import { multipartForm, SAMPLE_PDF, SAMPLE_PNG, type UploadFile } from './uploads.js';

/** The settlement's endpoints as tests call them: files, review, payment, completion, rating. */

export const PHOTO_FILE: UploadFile = {
  filename: 'cargo.png',
  contentType: 'image/png',
  content: SAMPLE_PNG,
};
export const PDF_FILE: UploadFile = {
  filename: 'invoice.pdf',
  contentType: 'application/pdf',
  content: SAMPLE_PDF,
};

export function settlementClient(app: App) {
  return {
    upload(
      account: SignedInAccount,
      orderId: string,
      /** A type outside the list too, to test the refusal. */
      type: string,
      file: UploadFile = type.endsWith('PHOTO') ? PHOTO_FILE : PDF_FILE,
    ) {
      const form = multipartForm({ type }, file);
      return app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/files`,
        headers: { ...account.headers, ...form.headers },
        payload: form.payload,
      });
    },
    /** Uploads and fails loudly unless that works. */
    async uploaded(
      account: SignedInAccount,
      orderId: string,
      type: UploadableOrderFileType,
    ): Promise<OrderFileView> {
      const response = await this.upload(account, orderId, type);
      if (response.statusCode !== 201) {
        throw new Error(`file not uploaded: ${response.statusCode} ${response.body}`);
      }
      return response.json<OrderFileView>();
    },
    review(
      account: SignedInAccount,
      orderId: string,
      file: Pick<OrderFileView, 'id' | 'type' | 'version'>,
      decision: 'ACCEPT' | 'REJECT',
      reason?: string,
    ) {
      return app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/files/${file.id}/review`,
        headers: account.headers,
        payload: { decision, fileType: file.type, version: file.version, reason },
      });
    },
    pay(
      account: SignedInAccount,
      orderId: string,
      body: { version: number; amount: number; currency: string; comment?: string },
    ) {
      return app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/payment`,
        headers: account.headers,
        payload: body,
      });
    },
    complete(
      account: SignedInAccount,
      orderId: string,
      body: { version: number; score: number; comment?: string },
    ) {
      return app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/complete`,
        headers: account.headers,
        payload: body,
      });
    },
    rate(account: SignedInAccount, orderId: string, body: { score: number; comment?: string }) {
      return app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/rating`,
        headers: account.headers,
        payload: body,
      });
    },
    files(account: SignedInAccount, orderId: string) {
      return app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}/files`,
        headers: account.headers,
      });
    },
    download(account: SignedInAccount, fileId: string) {
      return app.inject({
        method: 'GET',
        url: `/api/files/${fileId}?disposition=inline`,
        headers: account.headers,
      });
    },
  };
}
