import type { DocumentLanguage } from '../document-languages.js';
import type { ContractTexts } from './contract-texts.js';
import { en } from './en.js';
import { kz } from './kz.js';
import { ru } from './ru.js';
import { zh } from './zh.js';

export type { ContractTexts, SignaturePageTexts } from './contract-texts.js';

const CONTRACT_TEXTS: Record<DocumentLanguage, ContractTexts> = { kz, ru, zh, en };

export function contractTexts(language: DocumentLanguage): ContractTexts {
  return CONTRACT_TEXTS[language];
}
