import type { DocumentLanguage } from '../document-languages.js';
import type { ConsignmentNoteTexts } from './consignment-note-texts.js';
import { en } from './en.js';
import { kz } from './kz.js';
import { ru } from './ru.js';
import { zh } from './zh.js';

export type { ConsignmentNoteTexts } from './consignment-note-texts.js';

const CONSIGNMENT_NOTE_TEXTS: Record<DocumentLanguage, ConsignmentNoteTexts> = { kz, ru, zh, en };

export function consignmentNoteTexts(language: DocumentLanguage): ConsignmentNoteTexts {
  return CONSIGNMENT_NOTE_TEXTS[language];
}
