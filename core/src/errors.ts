import type { Language } from './domain.js';
import type { Problem } from './problems.js';

/** Every error code the API can answer, with its message in each language. */
export const ERROR_MESSAGES = {
  BAD_DATE: { tr: 'Geçersiz tarih; YYYY-AA-GG biçiminde olmalı.', en: 'Invalid date; expected YYYY-MM-DD.' },
  BAD_RANGE: {
    tr: 'Bitiş tarihi başlangıçtan önce olamaz.',
    en: 'The end date cannot be before the start date.',
  },
  RANGE_TOO_LONG: { tr: 'Tarih aralığı çok uzun.', en: 'The date range is too long.' },
  BAD_ID: { tr: 'Geçersiz kimlik numarası.', en: 'Invalid id.' },
  UNKNOWN_ID: { tr: 'Kayıt bulunamadı.', en: 'No such record.' },
  BAD_CHANNEL: { tr: 'Geçersiz kanal.', en: 'Invalid channel.' },
  BAD_TIME: { tr: 'Geçersiz saat; SS:dd biçiminde olmalı.', en: 'Invalid time; expected HH:mm.' },
  BAD_LIMIT: { tr: 'Geçersiz kayıt sayısı sınırı.', en: 'Invalid row limit.' },
  BAD_FORMAT: {
    tr: 'Geçersiz dosya biçimi; json, csv, xlsx veya pdf olmalı.',
    en: 'Invalid format; expected json, csv, xlsx or pdf.',
  },
  BAD_PAGE: { tr: 'Geçersiz sayfa veya sayfa boyutu.', en: 'Invalid page or page size.' },
  BAD_REQUEST: { tr: 'İstek geçersiz.', en: 'The request is invalid.' },
  VALIDATION: { tr: 'Gönderilen veriler geçersiz.', en: 'The submitted data is invalid.' },
  CONTROL_CHARACTER: {
    tr: 'İstekte izin verilmeyen bir kontrol karakteri var (ör. NUL).',
    en: 'The request holds a control character that is not allowed (e.g. NUL).',
  },
  IMPORT_REJECTED: {
    tr: 'Dosya reddedildi; hiçbir satır yazılmadı.',
    en: 'The file was rejected; no row was written.',
  },
  UPLOAD_TOO_LARGE: {
    tr: 'Dosya izin verilen boyuttan büyük; hiçbir satır yazılmadı.',
    en: 'The file is larger than allowed; no row was written.',
  },
  NOT_FOUND: { tr: 'Sayfa veya kaynak bulunamadı.', en: 'Page or resource not found.' },
  UNAUTHORIZED: { tr: 'Oturum açmanız gerekiyor.', en: 'You need to sign in.' },
  FORBIDDEN: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
  BAD_CREDENTIALS: { tr: 'Kullanıcı adı veya şifre hatalı.', en: 'Wrong user name or password.' },
  ACCOUNT_LOCKED: {
    tr: 'Çok fazla hatalı deneme; hesap geçici olarak kilitlendi.',
    en: 'Too many failed attempts; the account is locked for a while.',
  },
  OTP_REQUIRED: { tr: 'SMS doğrulama kodu gerekiyor.', en: 'An SMS verification code is required.' },
  BAD_CODE: {
    tr: 'Doğrulama kodu hatalı veya süresi dolmuş.',
    en: 'The verification code is wrong or expired.',
  },
  SMS_NOT_SENT: {
    tr: 'SMS kodu gönderilemedi; lütfen biraz sonra tekrar deneyin veya borsaya başvurun.',
    en: 'The SMS code could not be sent; please try again later or contact the exchange.',
  },
  TOO_MANY_REQUESTS: {
    tr: 'Çok fazla istek; lütfen biraz sonra tekrar deneyin.',
    en: 'Too many requests; please try again later.',
  },
  CONFLICT: { tr: 'Kayıt zaten var.', en: 'The record already exists.' },
  WRITE_CONFLICT: {
    tr: 'Kayıt aynı anda başka bir işlemle değiştirildi; lütfen güncel hâlini görüp tekrar deneyin.',
    en: 'The record was changed by another operation at the same time; please review it and try again.',
  },
  DATABASE_BUSY: {
    tr: 'Veritabanı şu anda başka bir işlemle meşgul; lütfen biraz sonra tekrar deneyin.',
    en: 'The database is busy with another operation; please try again shortly.',
  },
  // The database failing: unreachable, or refusing writes; the server answers 503 and recovers by itself.
  DATABASE_UNAVAILABLE: {
    tr: 'Veritabanına şu anda ulaşılamıyor; lütfen birkaç saniye sonra tekrar deneyin.',
    en: 'The database cannot be reached right now; please try again in a few seconds.',
  },
  DATABASE_READ_ONLY: {
    tr: 'Veritabanı şu anda yalnızca okunabilir: bilgiler gösteriliyor, ancak oturum açma ve değişiklikler bir süre yapılamıyor. Lütfen daha sonra tekrar deneyin.',
    en: 'The database is read-only right now: figures are shown, but signing in and changes are not possible for a while. Please try again later.',
  },
  ALERT_LIMIT: {
    tr: 'En fazla 20 fiyat alarmı kurabilirsiniz; yenisi için birini silin.',
    en: 'You can keep at most 20 price alerts; delete one to add another.',
  },
  // Races and side doors (issues 30.3 and 31).
  ALERT_DUPLICATE: {
    tr: 'Bu alarm zaten kurulu; listenizde görebilirsiniz.',
    en: 'You already have this alert; it is in your list.',
  },
  DATE_OUT_OF_RANGE: {
    tr: 'Tarih geçerli aralığın dışında; 1 Ocak 1990 ile bugünden bir yıl sonrası arasında bir gün olmalı.',
    en: 'The date is out of range; it must be a day between 1 January 1990 and one year from today.',
  },
  LOT_NOT_FOUND: {
    tr: 'Bu tescil numarası ve kontrol koduyla bir lot bulunamadı; makbuzdaki bilgileri kontrol edin.',
    en: 'No lot with this registration number and check code; check the details on your receipt.',
  },
  LOT_LOOKUP_LOCKED: {
    tr: 'Çok fazla hatalı kontrol kodu girildi; lütfen bir süre sonra tekrar deneyin.',
    en: 'Too many wrong check codes; please try again later.',
  },
  INTERNAL: { tr: 'İşlem sırasında bir hata oluştu.', en: 'An error occurred during the operation.' },
  // Sign-in's missing fields (issue 30).
  MEMBER_CODE_REQUIRED: {
    tr: 'Üye kodunuzu girin: üye kullanıcılar üye koduyla giriş yapar.',
    en: 'Enter your member code: member users sign in with their member code.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** An error code the API can answer. */
export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The message of an error code in a language. */
export function errorMessage(code: ErrorCode, lang: Language): string {
  return ERROR_MESSAGES[code][lang];
}

/**
 * The error body every 4xx/5xx answer carries; `Message` repeats the message for older clients. A refusal
 * with problems (a rejected file's lines, a form's fields) lists them as codes and parameters in `problems`
 * (at most 1000; `problemCount` all of them) beside `details`, their English text.
 */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    details?: string[];
    problems?: Problem[];
    problemCount?: number;
  };
  Message: string;
}
