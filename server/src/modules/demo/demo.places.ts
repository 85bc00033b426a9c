import type { Trade } from './demo.catalogue-data.js';

/** A province and district (il / ilçe). */
export type Place = readonly [city: string, district: string];

/** Where the goods of each kind of trade come from. */
export const ORIGINS: Record<Trade, readonly Place[]> = {
  wheat: [
    ['KONYA', 'CİHANBEYLİ'],
    ['KONYA', 'KULU'],
    ['KONYA', 'SARAYÖNÜ'],
    ['KONYA', 'ALTINEKİN'],
    ['KONYA', 'KARAPINAR'],
    ['KONYA', 'EREĞLİ'],
    ['KONYA', 'KADINHANI'],
    ['AKSARAY', 'ESKİL'],
    ['AKSARAY', 'ORTAKÖY'],
    ['ANKARA', 'POLATLI'],
    ['ANKARA', 'HAYMANA'],
    ['ESKİŞEHİR', 'SİVRİHİSAR'],
    ['KARAMAN', 'AYRANCI'],
    ['KIRŞEHİR', 'KAMAN'],
    ['YOZGAT', 'BOĞAZLIYAN'],
  ],
  feed: [
    ['KONYA', 'ÇUMRA'],
    ['KONYA', 'EREĞLİ'],
    ['KONYA', 'KARATAY'],
    ['KONYA', 'CİHANBEYLİ'],
    ['KARAMAN', 'MERKEZ'],
    ['NİĞDE', 'BOR'],
    ['AKSARAY', 'MERKEZ'],
    ['ADANA', 'CEYHAN'],
    ['ESKİŞEHİR', 'ALPU'],
    ['AFYONKARAHİSAR', 'SANDIKLI'],
  ],
  pulse: [
    ['KONYA', 'KARAPINAR'],
    ['KONYA', 'ÇUMRA'],
    ['KARAMAN', 'AYRANCI'],
    ['YOZGAT', 'SORGUN'],
    ['KIRŞEHİR', 'KAMAN'],
    ['ŞANLIURFA', 'SİVEREK'],
    ['NİĞDE', 'BOR'],
    ['AFYONKARAHİSAR', 'SİNANPAŞA'],
  ],
  oil: [
    ['EDİRNE', 'UZUNKÖPRÜ'],
    ['TEKİRDAĞ', 'HAYRABOLU'],
    ['KIRKLARELİ', 'LÜLEBURGAZ'],
    ['KONYA', 'ÇUMRA'],
    ['ADANA', 'KOZAN'],
    ['KONYA', 'EREĞLİ'],
  ],
  animal: [
    ['KONYA', 'KARATAY'],
    ['KONYA', 'EREĞLİ'],
    ['KONYA', 'ÇUMRA'],
    ['KONYA', 'SEYDİŞEHİR'],
    ['AKSARAY', 'MERKEZ'],
    ['KARAMAN', 'MERKEZ'],
    ['NİĞDE', 'MERKEZ'],
    ['KAYSERİ', 'PINARBAŞI'],
  ],
};

/** A member's address: province, district and telephone area code. */
export const MEMBER_PLACES: ReadonlyArray<readonly [city: string, district: string, area: string]> = [
  ['KONYA', 'SELÇUKLU', '332'],
  ['KONYA', 'KARATAY', '332'],
  ['KONYA', 'MERAM', '332'],
  ['KONYA', 'EREĞLİ', '332'],
  ['KONYA', 'CİHANBEYLİ', '332'],
  ['KONYA', 'KULU', '332'],
  ['KONYA', 'ÇUMRA', '332'],
  ['KONYA', 'SARAYÖNÜ', '332'],
  ['KONYA', 'KARAPINAR', '332'],
  ['ANKARA', 'POLATLI', '312'],
  ['ANKARA', 'YENİMAHALLE', '312'],
  ['ESKİŞEHİR', 'TEPEBAŞI', '222'],
  ['AKSARAY', 'MERKEZ', '382'],
  ['KARAMAN', 'MERKEZ', '338'],
  ['NİĞDE', 'BOR', '388'],
  ['KIRŞEHİR', 'MERKEZ', '386'],
  ['YOZGAT', 'MERKEZ', '354'],
  ['AFYONKARAHİSAR', 'MERKEZ', '272'],
];

/** A licensed warehouse (LİDAŞ) with its location and a three-letter issuer code for ISINs. */
export interface Warehouse {
  name: string;
  city: string;
  district: string;
  issuer: string;
  /** Which TÜRİB commodities it stores: B wheat, M durum, A barley, I corn. */
  stores: string;
}

type WarehouseRow = [name: string, city: string, district: string, issuer: string, stores: string];

const WAREHOUSE_ROWS: WarehouseRow[] = [
  ['ANADOLU SELÇUKLU TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'KONYA', 'KARAPINAR', 'ASL', 'BAM'],
  ['ŞİMALA TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK SANAYİ VE TİCARET A.Ş.', 'KONYA', 'KARATAY', 'SML', 'BA'],
  ['UTEK ESER TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'KONYA', 'ILGIN', 'PVB', 'BA'],
  ['SÜPERSON TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ANKARA', 'POLATLI', 'KNB', 'BAM'],
  ['ÇÖKEN AGRO TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ESKİŞEHİR', 'ODUNPAZARI', 'RGB', 'BA'],
  ['POLAT AGRO TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'NEVŞEHİR', 'HACIBEKTAŞ', 'UIA', 'BA'],
  ['KAYSERİ ŞEKER TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'YOZGAT', 'BOĞAZLIYAN', 'KAY', 'BM'],
  ['KAİNAT TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'KARAMAN', 'MERKEZ', 'KTU', 'BA'],
  ['BALIKESİR HUBUBAT TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'BALIKESİR', 'KARESİ', 'FRB', 'B'],
  ['MYSİLO TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'KIRKLARELİ', 'MERKEZ', 'MYS', 'B'],
  ['İMPAZ TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'TEKİRDAĞ', 'SÜLEYMANPAŞA', 'OYB', 'B'],
  ['PAMUKKALE TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'DENİZLİ', 'HONAZ', 'JZB', 'B'],
  ['AYDINLAR AGRO TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ADANA', 'KARATAŞ', 'KLB', 'BI'],
  ['AKGÜLLER TAHIL TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ADANA', 'CEYHAN', 'ALD', 'I'],
  ['KÖSEOĞLU AGRO TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ADANA', 'YÜREĞİR', 'KOA', 'I'],
  ['TARSUS TİCARET BORSASI TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'MERSİN', 'TARSUS', 'FMI', 'IB'],
  ['TEKBAŞLAR TARIM ÜRÜNLERİ LİSANSLI DEPOCULUK A.Ş.', 'ADANA', 'YÜREĞİR', 'TKB', 'I'],
];

/** Licensed warehouses the demo TÜRİB rows and member stock use. */
export const WAREHOUSES: readonly Warehouse[] = WAREHOUSE_ROWS.map(
  ([name, city, district, issuer, stores]) => ({
    name,
    city,
    district,
    issuer,
    stores,
  }),
);
