import {
  ALL_ROLES,
  CounterOfferStatus,
  Currency,
  DeletionRequestStatus,
  DocumentKind,
  DocumentLanguages,
  DocumentState,
  ERROR_MESSAGES,
  LANGUAGES,
  LoadingMethod,
  MENU_ITEMS,
  NotificationType,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  OrderFileType,
  OrderType,
  PackageType,
  PaymentTerms,
  ProblemStatus,
  PublicationStage,
  ResponseStatus,
  RoutePointType,
  SignatureSide,
  TransportationType,
  TransportationView,
  TransportType,
  ValidationMessage,
  type Language,
} from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../../test/locale-files';
import { NAMESPACES, type Namespace } from './i18n';

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`; a non-string leaf keeps its value so the test can flag it. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) {
    flat.set(prefix, tree);
    return flat;
  }
  for (const [key, value] of Object.entries(tree)) {
    for (const [path, leaf] of flatten(value, prefix ? `${prefix}.${key}` : key)) {
      flat.set(path, leaf);
    }
  }
  return flat;
}

const files = readLocaleFiles();
const texts = (language: Language, namespace: Namespace) => flatten(files[language][namespace]);

function missingIn(language: Language, namespace: Namespace, keys: readonly string[]): string[] {
  const present = texts(language, namespace);
  return keys.filter((key) => {
    const value = present.get(key);
    return typeof value !== 'string' || value.trim() === '';
  });
}

describe('translation files', () => {
  it.each(NAMESPACES)('have the same non-empty keys in every language in %s', (namespace) => {
    const allKeys = new Set(
      LANGUAGES.flatMap((language) => [...texts(language, namespace).keys()]),
    );
    for (const language of LANGUAGES) {
      expect(missingIn(language, namespace, [...allKeys]), `${language}/${namespace}`).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (text: unknown) =>
      typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort() : [];
    for (const namespace of NAMESPACES) {
      for (const [key, english] of texts('en', namespace)) {
        for (const language of LANGUAGES) {
          expect(
            placeholders(texts(language, namespace).get(key)),
            `${language}/${namespace}:${key}`,
          ).toEqual(placeholders(english));
        }
      }
    }
  });

  it('translate every error code', () => {
    const codes = Object.keys(ERROR_MESSAGES);
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'errors', codes), language).toEqual([]);
    }
  });

  it('translate every validation message key', () => {
    const keys = Object.values(ValidationMessage).map((key) => key.replace(/^validation\./, ''));
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'validation', keys), language).toEqual([]);
    }
  });

  it('translate every notification type', () => {
    const keys = Object.values(NotificationType).map((type) => `types.${type}`);
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'notifications', keys), language).toEqual([]);
    }
  });

  it('translate every role and every menu entry', () => {
    const keys = [
      ...ALL_ROLES.map((role) => `roles.${role}`),
      ...MENU_ITEMS.map((item) => `menu.${item.key}`),
    ];
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'common', keys), language).toEqual([]);
    }
  });

  it('translate every value of the order reference lists and every order action', () => {
    const lists: Record<string, readonly string[]> = {
      status: ORDER_STATUSES,
      transportType: Object.values(TransportType),
      orderType: Object.values(OrderType),
      paymentTerms: Object.values(PaymentTerms),
      packageType: Object.values(PackageType),
      loadingMethod: Object.values(LoadingMethod),
      transportationType: Object.values(TransportationType),
      transportationView: Object.values(TransportationView),
      currency: Object.values(Currency),
      responseStatus: Object.values(ResponseStatus),
      counterOfferStatus: Object.values(CounterOfferStatus),
      routePointType: Object.values(RoutePointType),
      problemStatus: Object.values(ProblemStatus),
      deletionStatus: Object.values(DeletionRequestStatus),
      fileType: Object.values(OrderFileType),
      publicationStage: Object.values(PublicationStage),
      action: ORDER_ACTIONS,
    };
    const keys = Object.entries(lists).flatMap(([list, values]) =>
      values.map((value) => `${list}.${value}`),
    );
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'orders', keys), language).toEqual([]);
    }
  });

  it('translate every document kind, state, signing side and language choice', () => {
    const lists: Record<string, readonly string[]> = {
      kind: Object.values(DocumentKind),
      state: Object.values(DocumentState),
      side: Object.values(SignatureSide),
      languages: Object.values(DocumentLanguages),
    };
    const keys = Object.entries(lists).flatMap(([list, values]) =>
      values.map((value) => `${list}.${value}`),
    );
    for (const language of LANGUAGES) {
      expect(missingIn(language, 'documents', keys), language).toEqual([]);
    }
  });

  it('write Kazakh and Russian in Cyrillic and Chinese in Chinese characters', () => {
    const script: Partial<Record<Language, RegExp>> = {
      kz: /[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/u,
      ru: /[А-Яа-яЁё]/u,
      zh: /\p{Script=Han}/u,
    };
    for (const [language, pattern] of Object.entries(script) as [Language, RegExp][]) {
      for (const namespace of NAMESPACES) {
        const untranslated = [...texts(language, namespace)]
          .filter(([, text]) => typeof text === 'string' && !pattern.test(text))
          .map(([key]) => key);
        expect(untranslated, `${language}/${namespace}`).toEqual([]);
      }
    }
  });

  it('keep the spec texts in English', () => {
    const english = (namespace: Namespace, key: string) => texts('en', namespace).get(key);
    expect(english('errors', 'TOO_MANY_ATTEMPTS')).toBe(
      'Too many attempts. Please try again later.',
    );
    expect(english('errors', 'UNAUTHORIZED')).toBe('Unauthorized');
    expect(english('errors', 'ACCESS_DENIED')).toBe('Access Denied');
    expect(english('errors', 'NOT_FOUND')).toBe('Nothing found for the request');
    expect(english('errors', 'REGISTRATION_NOT_APPROVED')).toBe('Registration is not approved');
    expect(english('errors', 'USER_NOT_FOUND')).toBe('User not found');
    expect(english('errors', 'INVALID_CREDENTIALS')).toBe('Invalid credentials');
    expect(english('errors', 'EXPEDITOR_ALREADY_EXISTS')).toContain('Expeditor already exist');
    expect(english('validation', 'passwordsDoNotMatch')).toBe('Passwords do not match.');
    expect(english('validation', 'email')).toBe('Enter a valid email');
    expect(english('validation', 'binLength')).toBe('BIN must contain 12 digits.');
    expect(english('validation', 'cyrillic')).toBe('The field must be in Cyrillic.');
    expect(english('validation', 'commentEmpty')).toBe('Comment cannot be empty');
    expect(english('validation', 'problemDescriptionRequired')).toBe(
      'Please fill out the problem description.',
    );
    expect(english('orders', 'form.created')).toBe('Order Created Successfully');
    expect(english('orders', 'form.saved')).toBe('Changes Saved');
    expect(english('orders', 'deletion.sent')).toBe('Delete request sent');
    expect(english('orders', 'problem.sent')).toBe(
      'The order has been sent for security verification.',
    );
    expect(english('orders', 'responses.acceptError')).toBe('Acceptance Error:');
    expect(english('orders', 'list.nothingFound')).toBe('Nothing found for the request');
    expect(english('documents', 'contract.generateError')).toBe('Error generating contract:');
    expect(english('documents', 'sign.done')).toBe('Contract Signed');
    expect(english('documents', 'sign.error')).toBe('Error signing contract:');
  });
});
