import { OTP_TTL_MINUTES } from '@freight/shared';
import type { MailMessage } from '../../platform/mail/mailer.js';

/**
 * The recovery mail is written in Kazakh, Russian and English at once: the request carries no
 * language, and every reader finds theirs.
 */
export function passwordOtpMail(to: string, otp: string): MailMessage {
  const minutes = OTP_TTL_MINUTES;
  return {
    to,
    subject:
      'Құпия сөзді қалпына келтіру коды / Код восстановления пароля / Password recovery code',
    text: [
      'Сәлеметсіз бе!',
      `Құпия сөзді қалпына келтіру коды: ${otp}`,
      `Код ${minutes} минут бойы жарамды. Егер сіз құпия сөзді қалпына келтіруді сұрамаған болсаңыз, бұл хатқа мән бермеңіз.`,
      '',
      'Здравствуйте!',
      `Код для восстановления пароля: ${otp}`,
      `Код действует ${minutes} минут. Если вы не запрашивали восстановление пароля, просто проигнорируйте это письмо.`,
      '',
      'Hello,',
      `Your password recovery code: ${otp}`,
      `The code is valid for ${minutes} minutes. If you did not ask to reset your password, ignore this e-mail.`,
      '',
    ].join('\n'),
  };
}
