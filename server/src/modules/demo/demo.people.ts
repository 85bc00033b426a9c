/** Names the demo builds member titles from. */

/** Common Turkish surnames. */
export const SURNAMES = [
  'YILMAZ',
  'KAYA',
  'DEMİR',
  'ŞAHİN',
  'ÇELİK',
  'YILDIZ',
  'YILDIRIM',
  'ÖZTÜRK',
  'AYDIN',
  'ÖZDEMİR',
  'ARSLAN',
  'DOĞAN',
  'KILIÇ',
  'ÇETİN',
  'KARA',
  'KOÇ',
  'KURT',
  'ÖZKAN',
  'ŞİMŞEK',
  'POLAT',
  'ÖZCAN',
  'KORKMAZ',
  'ÇAKIR',
  'ERDOĞAN',
  'YAVUZ',
  'ACAR',
  'AKSOY',
  'AKIN',
  'TEKİN',
  'GÜNEŞ',
  'BOZKURT',
  'ERDEM',
  'KAPLAN',
  'TURAN',
  'KESKİN',
  'SARI',
  'UYSAL',
  'ATEŞ',
  'BULUT',
  'EREN',
  'GÜLER',
  'KARAKAYA',
  'TOPRAK',
  'BAYRAK',
  'ALTUN',
  'KOCABAŞ',
  'SARIKAYA',
  'GÜNDOĞDU',
  'TOKGÖZ',
  'ÇİFTÇİ',
  'KARAGÖZ',
  'AKBULUT',
  'ORHAN',
  'UÇAR',
  'SEVİM',
];

/** Common Turkish given names. */
export const GIVEN_NAMES = [
  'MEHMET',
  'AHMET',
  'MUSTAFA',
  'ALİ',
  'HÜSEYİN',
  'HASAN',
  'İBRAHİM',
  'İSMAİL',
  'OSMAN',
  'YUSUF',
  'MURAT',
  'ÖMER',
  'RAMAZAN',
  'HALİL',
  'SÜLEYMAN',
  'ABDULLAH',
  'MAHMUT',
  'RECEP',
  'SALİH',
  'FATMA',
  'AYŞE',
  'EMİNE',
  'HATİCE',
  'ZEYNEP',
  'ELİF',
  'KEMAL',
  'NURETTİN',
  'BEKİR',
];

/** Village names for agricultural cooperatives. */
export const VILLAGES = [
  'ALTINEKİN',
  'KÖSEALİ',
  'ÇAVUŞLU',
  'YENİCE',
  'KARAÖREN',
  'SARIKAYA',
  'KOZANLI',
  'BAHÇELİ',
  'TAŞPINAR',
  'GÖKÇEYAZI',
  'KAYACIK',
  'YAZIR',
  'DEMİRCİ',
  'ÖRENCİK',
  'SÜLEYMANHACI',
  'KARAHÜYÜK',
  'AKÖREN',
  'BÜYÜKBELEN',
];

/** Business lines in company titles, by committee code (1-based). */
export const SECTORS: Record<number, readonly string[]> = {
  1: ['HUBUBAT', 'TARIM ÜRÜNLERİ', 'HUBUBAT VE BAKLİYAT', 'TAHIL'],
  2: ['UN SANAYİ', 'UN VE İRMİK', 'DEĞİRMENCİLİK', 'UN VE UNLU MAMULLER'],
  3: ['BAKLİYAT', 'BAKLİYAT GIDA', 'BAKLİYAT VE KURUYEMİŞ'],
  4: ['YEM SANAYİ', 'YEM VE TARIM', 'KARMA YEM'],
  5: ['YAĞ SANAYİ', 'BİTKİSEL YAĞ', 'YAĞLI TOHUM'],
  6: ['HAYVANCILIK', 'ET VE HAYVANCILIK', 'BESİCİLİK'],
  7: ['TARIM', 'ZİRAAT', 'TOHUMCULUK'],
  8: ['LOJİSTİK', 'NAKLİYAT', 'DEPOCULUK VE LOJİSTİK'],
};

/** Legal forms at the end of company titles. */
export const LEGAL_FORMS = [
  'SAN. VE TİC. A.Ş.',
  'SAN. VE TİC. LTD. ŞTİ.',
  'TİC. LTD. ŞTİ.',
  'GIDA SAN. VE TİC. A.Ş.',
  'İTH. İHR. SAN. TİC. LTD. ŞTİ.',
];

/** Professional committees (meslek komiteleri): what they cover in Turkish and English. */
export const COMMITTEES: ReadonlyArray<readonly [tr: string, en: string, members: number]> = [
  ['Hububat Tüccarları', 'Grain Traders', 40],
  ['Un Sanayicileri', 'Flour Millers', 20],
  ['Bakliyat Tüccarları ve İşleyicileri', 'Pulse Traders and Processors', 20],
  ['Yem Sanayicileri', 'Feed Manufacturers', 20],
  ['Yağlı Tohumlar ve Bitkisel Yağ Sanayicileri', 'Oilseed and Vegetable Oil Industry', 15],
  ['Canlı Hayvan Tüccarları', 'Livestock Traders', 30],
  ['Tarımsal Üreticiler ve Kooperatifler', 'Farmers and Cooperatives', 45],
  ['Lisanslı Depoculuk, Nakliye ve Lojistik', 'Licensed Warehousing, Transport and Logistics', 10],
];

/** Seats on a committee in order of rank; everyone after the listed seats is a plain member. */
export const COMMITTEE_ROLES: ReadonlyArray<readonly [tr: string, en: string]> = [
  ['Başkan', 'Chair'],
  ['Başkan Yardımcısı', 'Vice Chair'],
  ['Meclis Üyesi', 'Assembly Member'],
  ['Meclis Üyesi', 'Assembly Member'],
  ['Meclis Üyesi', 'Assembly Member'],
];

/** The plain member's seat. */
export const MEMBER_ROLE = ['Üye', 'Member'] as const;
