/** Texts of the demo exchange: the KVKK notice and the CMS contents, in Turkish and English. */

/** The KVKK information notice (aydınlatma metni) of an exchange, paragraphs separated by blank lines. */
export function kvkkNotice(exchange: string) {
  return {
    titleTr: 'Kişisel Verilerin Korunması Kanunu Kapsamında Aydınlatma Metni',
    titleEn: 'Information Notice under the Personal Data Protection Law',
    bodyTr: [
      `Veri sorumlusu: 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca kişisel verileriniz, veri sorumlusu sıfatıyla ${exchange} ("Borsa") tarafından aşağıda açıklanan kapsamda işlenmektedir.`,
      'İşlenen kişisel veriler: kimlik (ad, soyad, T.C. kimlik numarası, vergi kimlik numarası), iletişim (telefon numarası, e-posta adresi, adres), üyelik (üye kodu, unvan, meslek komitesi), işlem (tescil kayıtları, alış ve satış bilgileri, stok ve gelen ürün kayıtları) ve işlem güvenliği (kullanıcı adı, oturum kayıtları, IP adresi, tek kullanımlık doğrulama kodu kayıtları) bilgileriniz.',
      'İşleme amaçları: kişisel verileriniz; 5174 sayılı Türkiye Odalar ve Borsalar Birliği ile Odalar ve Borsalar Kanunu kapsamında tescil işlemlerinin yürütülmesi, günlük bültenin ve fiyat istatistiklerinin hazırlanması, üyelik işlemlerinin yürütülmesi, üyelerin yalnızca kendi işlem kayıtlarına güvenli biçimde erişmesinin sağlanması, bilgi güvenliği süreçlerinin yürütülmesi ve yetkili kurumlara bilgi verilmesi amaçlarıyla işlenmektedir.',
      "Toplama yöntemi ve hukuki sebepler: kişisel verileriniz üyelik başvurusu, tescil beyannameleri, satış salonu işlemleri ve bu internet uygulaması aracılığıyla elektronik ortamda toplanır; KVKK'nın 5. maddesinin 2. fıkrasındaki kanunlarda açıkça öngörülmesi (a), bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (c), veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi (ç) ve temel hak ve özgürlüklerinize zarar vermemek kaydıyla Borsa'nın meşru menfaati (f) hukuki sebeplerine dayanılarak işlenir.",
      "Aktarım: kişisel verileriniz yukarıdaki amaçlarla sınırlı olarak Türkiye Odalar ve Borsalar Birliği'ne, Ticaret Bakanlığı'na ve diğer yetkili kamu kurum ve kuruluşlarına, kanunen yetkili mercilere ve hizmet alınan bilgi teknolojileri tedarikçilerine KVKK'nın 8. ve 9. maddelerine uygun olarak aktarılabilir. Bültende yayımlanan fiyat ve miktar bilgileri hiçbir üye veya kişi bilgisi içermeyecek biçimde toplu olarak yayımlanır.",
      "Haklarınız: KVKK'nın 11. maddesi uyarınca kişisel verilerinizin işlenip işlenmediğini öğrenme, işlenmişse buna ilişkin bilgi talep etme, işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme, yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme, eksik veya yanlış işlenmişse düzeltilmesini, KVKK'nın 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini ve bu işlemlerin aktarıldığı üçüncü kişilere bildirilmesini isteme, münhasıran otomatik sistemlerle analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme ve kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.",
      "Başvuru: taleplerinizi Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak yazılı olarak, kayıtlı elektronik posta (KEP) adresi veya güvenli elektronik imza ile ya da Borsa'ya daha önce bildirdiğiniz ve sistemde kayıtlı e-posta adresinizden iletebilirsiniz. Başvurularınız en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.",
    ].join('\n\n'),
    bodyEn: [
      `Data controller: under Law No. 6698 on the Protection of Personal Data ("KVKK"), your personal data are processed by ${exchange} (the "Exchange") as data controller, to the extent described below.`,
      'Personal data processed: identity (name, surname, national identity number, tax number), contact (telephone number, e-mail address, address), membership (member code, title, professional committee), transaction (registrations, purchase and sale records, stock and incoming product records) and transaction security data (user name, session records, IP address, one-time verification code records).',
      'Purposes: your personal data are processed to carry out trade registrations under Law No. 5174 on the Union of Chambers and Commodity Exchanges of Türkiye, to prepare the daily bulletin and price statistics, to manage memberships, to give members secure access to their own records only, to run information security processes and to inform the competent authorities.',
      'Method and legal grounds: your personal data are collected electronically through membership applications, registration declarations, sales hall transactions and this web application, and are processed on the legal grounds of Article 5(2) of the KVKK: being expressly provided for by law (a), being directly related to the conclusion or performance of a contract (c), being necessary for the data controller to fulfil its legal obligations (ç) and the legitimate interests of the Exchange, provided that your fundamental rights and freedoms are not harmed (f).',
      'Transfers: limited to the purposes above, your personal data may be transferred to the Union of Chambers and Commodity Exchanges of Türkiye, the Ministry of Trade and other competent public bodies, to authorities empowered by law and to our information technology suppliers, in accordance with Articles 8 and 9 of the KVKK. Prices and quantities published in the bulletin are aggregated and never contain member or personal data.',
      'Your rights: under Article 11 of the KVKK you have the right to learn whether your personal data are processed, to request information about it, to learn the purpose of processing and whether the data are used for that purpose, to know the third parties in Türkiye or abroad to whom they are transferred, to request their rectification if incomplete or inaccurate, their erasure or destruction under Article 7 of the KVKK and the notification of these operations to the third parties to whom they were transferred, to object to a result against you arising exclusively from automated analysis, and to claim compensation for damage caused by unlawful processing.',
      'Applications: you may send your requests in writing in accordance with the Communiqué on the Procedures and Principles of Application to the Data Controller, by registered e-mail (KEP) or secure electronic signature, or from the e-mail address you have previously given to the Exchange and that is registered in our system. Applications are answered free of charge within thirty days at the latest.',
    ].join('\n\n'),
  };
}

/** CMS values of the demo: module, key, Turkish and English text. */
export function cmsTexts(
  exchange: string,
): Array<readonly [module: string, key: string, tr: string, en: string]> {
  return [
    [
      'intro',
      'content',
      [
        `${exchange} çevrimiçi bültenine hoş geldiniz.`,
        'Borsamızda tescil edilen işlemlerden derlenen günlük fiyatları, ürün geçmişlerini, satış salonu sonuçlarını, canlı hayvan piyasasını ve TÜRİB seanslarını buradan izleyebilirsiniz.',
        'Seans saatlerinde yeni işlemler tescil edildikçe rakamlar anında güncellenir; günün rakamları seans kapanışına kadar geçicidir.',
        'Bu bir tanıtım kurulumudur: gösterilen veriler gerçekçi ancak kurgusaldır.',
      ].join('\n\n'),
      [
        `Welcome to the online bulletin of ${exchange}.`,
        'Follow the daily prices compiled from the trades registered at our exchange, product histories, sales hall results, the live-animal market and the TÜRİB sessions.',
        "During the session the figures update as new trades are registered; the day's figures are preliminary until the session closes.",
        'This is a demonstration installation: the data shown are realistic but fictional.',
      ].join('\n\n'),
    ],
    [
      'footer',
      'content',
      `${exchange}, üyelerinin tescil ettiği işlemlerden derlenen piyasa bilgisini herkesin erişimine açar.`,
      `${exchange} makes the market information compiled from its members' registered trades available to everyone.`,
    ],
    ['footer', 'address', 'Borsa Caddesi No: 1, Merkez', 'Borsa Caddesi No: 1, Merkez'],
    ['footer', 'phone', '+90 332 000 00 00', '+90 332 000 00 00'],
    ['footer', 'email', 'bilgi@example.com', 'bilgi@example.com'],
    ['home', 'title', 'Günlük Piyasa Bülteni', 'Daily Market Bulletin'],
    [
      'home',
      'content',
      'Hububat, bakliyat, yağlı tohum ve canlı hayvan piyasalarında borsamızda oluşan fiyatlar; her işlem tescil edildiği anda.',
      'Prices formed at our exchange in the grain, pulse, oilseed and live-animal markets, as each trade is registered.',
    ],
    [
      'home',
      'announcement',
      'Satış salonu hafta içi her gün seans saatlerinde açıktır. Numune ve analiz sonuçları lot bazında yayımlanır.',
      'The sales hall is open on weekdays during session hours. Sample and analysis results are published per lot.',
    ],
  ];
}

/** Module options of the demo: module, key and the value (stored as JSON). */
export const MODULE_OPTIONS: ReadonlyArray<readonly [module: string, key: string, value: unknown]> = [
  ['intro', 'enabled', true],
  ['intro', 'version', 1],
  ['ticker', 'enabled', true],
  ['ticker', 'speed', 60],
  ['galeri', 'enabled', true],
  ['home', 'latestTrades', 20],
];

/** Gallery items: Turkish and English title and description, and the colour of the placeholder image. */
export const GALLERY: ReadonlyArray<
  readonly [titleTr: string, titleEn: string, descTr: string, descEn: string, color: string]
> = [
  [
    'Satış Salonu',
    'Sales Hall',
    'Numunelerin incelendiği ve açık artırmanın yapıldığı satış salonumuz.',
    'Our sales hall, where samples are inspected and lots are auctioned.',
    '#2e7d32',
  ],
  [
    'Laboratuvar',
    'Laboratory',
    'Protein, rutubet, hektolitre ve süne analizlerinin yapıldığı laboratuvar.',
    'The laboratory testing protein, moisture, hectolitre weight and sunn pest damage.',
    '#1565c0',
  ],
  [
    'Hasat Dönemi',
    'Harvest Season',
    'Hasat döneminde borsamıza günde yüzlerce araç ürün getirir.',
    'At harvest, hundreds of trucks bring grain to the exchange every day.',
    '#f9a825',
  ],
  [
    'Canlı Hayvan Pazarı',
    'Livestock Market',
    'Büyükbaş ve küçükbaş hayvanların tescil edildiği canlı hayvan pazarı.',
    'The livestock market where cattle, sheep and goat trades are registered.',
    '#6d4c41',
  ],
  [
    'Lisanslı Depolar',
    'Licensed Warehouses',
    'Ürün senetleri TÜRİB seanslarında işlem görür.',
    'Electronic warehouse receipts trade in the TÜRİB sessions.',
    '#455a64',
  ],
];
