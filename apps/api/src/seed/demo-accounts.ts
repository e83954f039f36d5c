import { Role } from '@freight/shared';
import { DEMO_PENDING_REGISTRATIONS } from './demo-pending-registrations.js';

/**
 * Who the demo is: its three companies (the forwarder, the carrier, the security service) and
 * one account per role, all with one password, printed when the server starts.
 */

export const DEMO_PASSWORD = 'Demo12345!';
export const DEMO_CB_BIN = '040540001230';

export const DEMO_COMPANIES = {
  forwarder: {
    kind: 'FORWARDER',
    name: 'ТОО «Дала Экспедиция»',
    bin: '180440001235',
    legalAddress: 'г. Алматы, пр. Абая, 52',
    actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12',
    signatoryPosition: 'Директор',
  },
  carrier: {
    kind: 'CARRIER',
    name: 'ТОО «Жол Транс»',
    bin: '191140004560',
    legalAddress: 'г. Астана, ул. Кенесары, 40',
    actualAddress: 'г. Астана, ул. Бейбітшілік, 14',
    signatoryPosition: 'Генеральный директор',
  },
  securityService: {
    kind: 'PLATFORM',
    name: 'Служба безопасности платформы',
    bin: DEMO_CB_BIN,
    legalAddress: 'г. Астана, пр. Мәңгілік Ел, 8',
    actualAddress: 'г. Астана, пр. Мәңгілік Ел, 8',
    signatoryPosition: 'Начальник службы',
  },
} as const;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

export interface DemoAccount {
  login: string;
  role: Role;
  company: DemoCompanyKey | null;
  firstName: string;
  lastName: string;
  middleName: string | null;
  phone: string;
  canSign: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    login: 'admin@demo.kz',
    role: Role.ADMIN,
    company: null,
    firstName: 'Ерлан',
    lastName: 'Сейтказиев',
    middleName: 'Маратович',
    phone: '+7 701 000 0001',
    canSign: false,
  },
  {
    login: 'forwarder@demo.kz',
    role: Role.FORWARDER,
    company: 'forwarder',
    firstName: 'Айгерим',
    lastName: 'Нурланова',
    middleName: 'Болатовна',
    phone: '+7 701 000 0002',
    canSign: true,
  },
  {
    login: 'employee@demo.kz',
    role: Role.EMPLOYEE,
    company: 'forwarder',
    firstName: 'Данияр',
    lastName: 'Касымов',
    middleName: 'Ерикович',
    phone: '+7 701 000 0003',
    canSign: true,
  },
  {
    login: 'cb@demo.kz',
    role: Role.CB,
    company: 'securityService',
    firstName: 'Марат',
    lastName: 'Жумабеков',
    middleName: 'Серикович',
    phone: '+7 701 000 0004',
    canSign: false,
  },
  {
    login: 'carrier@demo.kz',
    role: Role.DRIVER_COMPANY,
    company: 'carrier',
    firstName: 'Болат',
    lastName: 'Ахметов',
    middleName: 'Кайратович',
    phone: '+7 701 000 0005',
    canSign: true,
  },
  {
    login: 'logist@demo.kz',
    role: Role.LOGISTICIAN,
    company: 'carrier',
    firstName: 'Сауле',
    lastName: 'Омарова',
    middleName: null,
    phone: '+7 701 000 0006',
    canSign: false,
  },
  {
    login: 'moderator@demo.kz',
    role: Role.MODERATOR,
    company: null,
    firstName: 'Асель',
    lastName: 'Бекова',
    middleName: 'Нуржановна',
    phone: '+7 701 000 0007',
    canSign: false,
  },
];

export function printDemoAccounts(): void {
  const lines = [
    '',
    'Demo accounts (password for all: ' + DEMO_PASSWORD + ')',
    ...DEMO_ACCOUNTS.map(
      (account) =>
        `  ${account.role.padEnd(20)} ${account.login}` +
        (account.role === Role.CB ? `  (security-service BIN ${DEMO_CB_BIN})` : ''),
    ),
    'Registrations awaiting the security service (sign-in answers "Registration is not approved"):',
    ...DEMO_PENDING_REGISTRATIONS.map(({ owner }) => `  ${''.padEnd(20)} ${owner.login}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
