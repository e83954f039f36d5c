import type { Language } from '../i18n/languages.js';

/**
 * The places the exchange matches on (issue 31): countries (ISO 3166-1 alpha-2), their regions
 * (ISO 3166-2) and the cities freight goes between, named in the four languages. The order
 * form keeps a city as free text; the gazetteer resolves it, by any of these names or an old
 * one, to its region and country, so a search for "Almaty region" finds an order from
 * "Талдықорған". A region of a country listed without regions is not matched below the country.
 */
export type PlaceNames = Readonly<Record<Language, string>>;

export interface CountryEntry {
  code: string;
  names: PlaceNames;
}

export interface RegionEntry {
  /** ISO 3166-2, e.g. `KZ-19`; its first two letters are the country. */
  code: string;
  names: PlaceNames;
}

export interface CityEntry {
  /** `<region>:<latin name>`, e.g. `KZ-33:TALDYKORGAN`. */
  code: string;
  names: PlaceNames;
  /** Other spellings and former names, in any language. */
  aliases?: readonly string[];
}

const n = (kz: string, ru: string, en: string, zh: string): PlaceNames => ({ kz, ru, en, zh });

export const COUNTRIES: readonly CountryEntry[] = [
  { code: 'KZ', names: n('Қазақстан', 'Казахстан', 'Kazakhstan', '哈萨克斯坦') },
  { code: 'UZ', names: n('Өзбекстан', 'Узбекистан', 'Uzbekistan', '乌兹别克斯坦') },
  { code: 'KG', names: n('Қырғызстан', 'Кыргызстан', 'Kyrgyzstan', '吉尔吉斯斯坦') },
  { code: 'TJ', names: n('Тәжікстан', 'Таджикистан', 'Tajikistan', '塔吉克斯坦') },
  { code: 'TM', names: n('Түрікменстан', 'Туркменистан', 'Turkmenistan', '土库曼斯坦') },
  { code: 'RU', names: n('Ресей', 'Россия', 'Russia', '俄罗斯') },
  { code: 'CN', names: n('Қытай', 'Китай', 'China', '中国') },
  { code: 'AZ', names: n('Әзербайжан', 'Азербайджан', 'Azerbaijan', '阿塞拜疆') },
  { code: 'GE', names: n('Грузия', 'Грузия', 'Georgia', '格鲁吉亚') },
  { code: 'TR', names: n('Түркия', 'Турция', 'Türkiye', '土耳其') },
  { code: 'BY', names: n('Беларусь', 'Беларусь', 'Belarus', '白俄罗斯') },
  { code: 'AF', names: n('Ауғанстан', 'Афганистан', 'Afghanistan', '阿富汗') },
  { code: 'IR', names: n('Иран', 'Иран', 'Iran', '伊朗') },
  { code: 'MN', names: n('Моңғолия', 'Монголия', 'Mongolia', '蒙古') },
];

export const REGIONS: readonly RegionEntry[] = [
  // Kazakhstan: 17 regions and the 3 cities of republican significance (codes since 2022).
  { code: 'KZ-71', names: n('Астана', 'Астана', 'Astana', '阿斯塔纳') },
  { code: 'KZ-75', names: n('Алматы', 'Алматы', 'Almaty', '阿拉木图') },
  { code: 'KZ-79', names: n('Шымкент', 'Шымкент', 'Shymkent', '奇姆肯特') },
  { code: 'KZ-10', names: n('Абай облысы', 'Абайская область', 'Abai Region', '阿拜州') },
  {
    code: 'KZ-11',
    names: n('Ақмола облысы', 'Акмолинская область', 'Akmola Region', '阿克莫拉州'),
  },
  {
    code: 'KZ-15',
    names: n('Ақтөбе облысы', 'Актюбинская область', 'Aktobe Region', '阿克托别州'),
  },
  {
    code: 'KZ-19',
    names: n('Алматы облысы', 'Алматинская область', 'Almaty Region', '阿拉木图州'),
  },
  { code: 'KZ-23', names: n('Атырау облысы', 'Атырауская область', 'Atyrau Region', '阿特劳州') },
  {
    code: 'KZ-27',
    names: n(
      'Батыс Қазақстан облысы',
      'Западно-Казахстанская область',
      'West Kazakhstan Region',
      '西哈萨克斯坦州',
    ),
  },
  { code: 'KZ-31', names: n('Жамбыл облысы', 'Жамбылская область', 'Jambyl Region', '江布尔州') },
  { code: 'KZ-33', names: n('Жетісу облысы', 'Жетысуская область', 'Jetisu Region', '杰特苏州') },
  {
    code: 'KZ-35',
    names: n('Қарағанды облысы', 'Карагандинская область', 'Karaganda Region', '卡拉干达州'),
  },
  {
    code: 'KZ-39',
    names: n('Қостанай облысы', 'Костанайская область', 'Kostanay Region', '科斯塔奈州'),
  },
  {
    code: 'KZ-43',
    names: n('Қызылорда облысы', 'Кызылординская область', 'Kyzylorda Region', '克孜勒奥尔达州'),
  },
  {
    code: 'KZ-47',
    names: n('Маңғыстау облысы', 'Мангистауская область', 'Mangystau Region', '曼格斯套州'),
  },
  {
    code: 'KZ-55',
    names: n('Павлодар облысы', 'Павлодарская область', 'Pavlodar Region', '巴甫洛达尔州'),
  },
  {
    code: 'KZ-59',
    names: n(
      'Солтүстік Қазақстан облысы',
      'Северо-Казахстанская область',
      'North Kazakhstan Region',
      '北哈萨克斯坦州',
    ),
  },
  {
    code: 'KZ-61',
    names: n('Түркістан облысы', 'Туркестанская область', 'Turkistan Region', '突厥斯坦州'),
  },
  { code: 'KZ-62', names: n('Ұлытау облысы', 'Улытауская область', 'Ulytau Region', '乌勒套州') },
  {
    code: 'KZ-63',
    names: n(
      'Шығыс Қазақстан облысы',
      'Восточно-Казахстанская область',
      'East Kazakhstan Region',
      '东哈萨克斯坦州',
    ),
  },
  // Uzbekistan.
  { code: 'UZ-TK', names: n('Ташкент', 'Ташкент', 'Tashkent', '塔什干') },
  {
    code: 'UZ-TO',
    names: n('Ташкент облысы', 'Ташкентская область', 'Tashkent Region', '塔什干州'),
  },
  {
    code: 'UZ-AN',
    names: n('Әндіжан облысы', 'Андижанская область', 'Andijan Region', '安集延州'),
  },
  { code: 'UZ-BU', names: n('Бұхара облысы', 'Бухарская область', 'Bukhara Region', '布哈拉州') },
  {
    code: 'UZ-FA',
    names: n('Ферғана облысы', 'Ферганская область', 'Fergana Region', '费尔干纳州'),
  },
  { code: 'UZ-JI', names: n('Жызақ облысы', 'Джизакская область', 'Jizzakh Region', '吉扎克州') },
  {
    code: 'UZ-NG',
    names: n('Наманган облысы', 'Наманганская область', 'Namangan Region', '纳曼干州'),
  },
  { code: 'UZ-NW', names: n('Науаи облысы', 'Навоийская область', 'Navoiy Region', '纳沃伊州') },
  {
    code: 'UZ-QA',
    names: n(
      'Қашқадария облысы',
      'Кашкадарьинская область',
      'Kashkadarya Region',
      '卡什卡达里亚州',
    ),
  },
  {
    code: 'UZ-QR',
    names: n('Қарақалпақстан', 'Каракалпакстан', 'Karakalpakstan', '卡拉卡尔帕克斯坦'),
  },
  {
    code: 'UZ-SA',
    names: n('Самарқанд облысы', 'Самаркандская область', 'Samarkand Region', '撒马尔罕州'),
  },
  {
    code: 'UZ-SI',
    names: n('Сырдария облысы', 'Сырдарьинская область', 'Syrdarya Region', '锡尔河州'),
  },
  {
    code: 'UZ-SU',
    names: n('Сурхандария облысы', 'Сурхандарьинская область', 'Surkhandarya Region', '苏尔汉河州'),
  },
  {
    code: 'UZ-XO',
    names: n('Хорезм облысы', 'Хорезмская область', 'Khorezm Region', '花拉子模州'),
  },
  // Kyrgyzstan.
  { code: 'KG-GB', names: n('Бішкек', 'Бишкек', 'Bishkek', '比什凯克') },
  { code: 'KG-GO', names: n('Ош қаласы', 'город Ош', 'Osh City', '奥什市') },
  { code: 'KG-B', names: n('Баткен облысы', 'Баткенская область', 'Batken Region', '巴特肯州') },
  { code: 'KG-C', names: n('Шу облысы', 'Чуйская область', 'Chüy Region', '楚河州') },
  {
    code: 'KG-J',
    names: n('Жалалабад облысы', 'Джалал-Абадская область', 'Jalal-Abad Region', '贾拉拉巴德州'),
  },
  { code: 'KG-N', names: n('Нарын облысы', 'Нарынская область', 'Naryn Region', '纳伦州') },
  { code: 'KG-O', names: n('Ош облысы', 'Ошская область', 'Osh Region', '奥什州') },
  { code: 'KG-T', names: n('Талас облысы', 'Таласская область', 'Talas Region', '塔拉斯州') },
  {
    code: 'KG-Y',
    names: n('Ыстықкөл облысы', 'Иссык-Кульская область', 'Issyk-Kul Region', '伊塞克湖州'),
  },
  // Tajikistan.
  { code: 'TJ-DU', names: n('Душанбе', 'Душанбе', 'Dushanbe', '杜尚别') },
  { code: 'TJ-SU', names: n('Соғды облысы', 'Согдийская область', 'Sughd Region', '索格特州') },
  { code: 'TJ-KT', names: n('Хатлон облысы', 'Хатлонская область', 'Khatlon Region', '哈特隆州') },
  {
    code: 'TJ-GB',
    names: n('Таулы Бадахшан', 'Горно-Бадахшанская АО', 'Gorno-Badakhshan', '戈尔诺-巴达赫尚'),
  },
  {
    code: 'TJ-RA',
    names: n(
      'Республикалық бағыныстағы аудандар',
      'Районы республиканского подчинения',
      'Districts of Republican Subordination',
      '中央直属区',
    ),
  },
  // Turkmenistan.
  { code: 'TM-S', names: n('Ашхабад', 'Ашхабад', 'Ashgabat', '阿什哈巴德') },
  { code: 'TM-A', names: n('Ахал велаяты', 'Ахалский велаят', 'Ahal Region', '阿哈尔州') },
  { code: 'TM-B', names: n('Балқан велаяты', 'Балканский велаят', 'Balkan Region', '巴尔坎州') },
  {
    code: 'TM-D',
    names: n('Дашогуз велаяты', 'Дашогузский велаят', 'Daşoguz Region', '达绍古兹州'),
  },
  { code: 'TM-L', names: n('Лебап велаяты', 'Лебапский велаят', 'Lebap Region', '列巴普州') },
  { code: 'TM-M', names: n('Мары велаяты', 'Марыйский велаят', 'Mary Region', '马雷州') },
  // Russia: the regions trade with Central Asia runs through most.
  { code: 'RU-MOW', names: n('Мәскеу', 'Москва', 'Moscow', '莫斯科') },
  { code: 'RU-MOS', names: n('Мәскеу облысы', 'Московская область', 'Moscow Oblast', '莫斯科州') },
  {
    code: 'RU-SPE',
    names: n('Санкт-Петербург', 'Санкт-Петербург', 'Saint Petersburg', '圣彼得堡'),
  },
  {
    code: 'RU-NVS',
    names: n('Новосібір облысы', 'Новосибирская область', 'Novosibirsk Oblast', '新西伯利亚州'),
  },
  { code: 'RU-OMS', names: n('Омбы облысы', 'Омская область', 'Omsk Oblast', '鄂木斯克州') },
  {
    code: 'RU-CHE',
    names: n('Челябі облысы', 'Челябинская область', 'Chelyabinsk Oblast', '车里雅宾斯克州'),
  },
  {
    code: 'RU-SVE',
    names: n('Свердлов облысы', 'Свердловская область', 'Sverdlovsk Oblast', '斯维尔德洛夫斯克州'),
  },
  {
    code: 'RU-ORE',
    names: n('Орынбор облысы', 'Оренбургская область', 'Orenburg Oblast', '奥伦堡州'),
  },
  { code: 'RU-SAM', names: n('Самара облысы', 'Самарская область', 'Samara Oblast', '萨马拉州') },
  {
    code: 'RU-AST',
    names: n('Астрахан облысы', 'Астраханская область', 'Astrakhan Oblast', '阿斯特拉罕州'),
  },
  { code: 'RU-ALT', names: n('Алтай өлкесі', 'Алтайский край', 'Altai Krai', '阿尔泰边疆区') },
  { code: 'RU-TYU', names: n('Түмен облысы', 'Тюменская область', 'Tyumen Oblast', '秋明州') },
  {
    code: 'RU-KDA',
    names: n('Краснодар өлкесі', 'Краснодарский край', 'Krasnodar Krai', '克拉斯诺达尔边疆区'),
  },
  // China: the border crossings and the ports and markets loads come from.
  { code: 'CN-XJ', names: n('Шыңжаң', 'Синьцзян', 'Xinjiang', '新疆') },
  { code: 'CN-BJ', names: n('Бейжің', 'Пекин', 'Beijing', '北京') },
  { code: 'CN-SH', names: n('Шанхай', 'Шанхай', 'Shanghai', '上海') },
  { code: 'CN-GD', names: n('Гуандун', 'Гуандун', 'Guangdong', '广东') },
  { code: 'CN-ZJ', names: n('Чжэцзян', 'Чжэцзян', 'Zhejiang', '浙江') },
  { code: 'CN-JS', names: n('Цзянсу', 'Цзянсу', 'Jiangsu', '江苏') },
];

export const CITIES: readonly CityEntry[] = [
  // Kazakhstan.
  {
    code: 'KZ-75:ALMATY',
    names: n('Алматы', 'Алматы', 'Almaty', '阿拉木图'),
    aliases: ['Алма-Ата', 'Alma-Ata'],
  },
  {
    code: 'KZ-71:ASTANA',
    names: n('Астана', 'Астана', 'Astana', '阿斯塔纳'),
    aliases: ['Нур-Султан', 'Nur-Sultan', 'Целиноград', 'Акмола'],
  },
  {
    code: 'KZ-79:SHYMKENT',
    names: n('Шымкент', 'Шымкент', 'Shymkent', '奇姆肯特'),
    aliases: ['Чимкент'],
  },
  {
    code: 'KZ-35:KARAGANDA',
    names: n('Қарағанды', 'Караганда', 'Karaganda', '卡拉干达'),
    aliases: ['Karagandy'],
  },
  { code: 'KZ-35:TEMIRTAU', names: n('Теміртау', 'Темиртау', 'Temirtau', '铁米尔套') },
  { code: 'KZ-35:BALKHASH', names: n('Балқаш', 'Балхаш', 'Balkhash', '巴尔喀什') },
  {
    code: 'KZ-15:AKTOBE',
    names: n('Ақтөбе', 'Актобе', 'Aktobe', '阿克托别'),
    aliases: ['Актюбинск'],
  },
  { code: 'KZ-31:TARAZ', names: n('Тараз', 'Тараз', 'Taraz', '塔拉兹'), aliases: ['Джамбул'] },
  { code: 'KZ-55:PAVLODAR', names: n('Павлодар', 'Павлодар', 'Pavlodar', '巴甫洛达尔') },
  { code: 'KZ-55:EKIBASTUZ', names: n('Екібастұз', 'Экибастуз', 'Ekibastuz', '埃基巴斯图兹') },
  {
    code: 'KZ-63:OSKEMEN',
    names: n('Өскемен', 'Усть-Каменогорск', 'Oskemen', '厄斯克门'),
    aliases: ['Ust-Kamenogorsk', 'Оскемен'],
  },
  {
    code: 'KZ-10:SEMEY',
    names: n('Семей', 'Семей', 'Semey', '塞米伊'),
    aliases: ['Семипалатинск'],
  },
  { code: 'KZ-23:ATYRAU', names: n('Атырау', 'Атырау', 'Atyrau', '阿特劳'), aliases: ['Гурьев'] },
  {
    code: 'KZ-39:KOSTANAY',
    names: n('Қостанай', 'Костанай', 'Kostanay', '科斯塔奈'),
    aliases: ['Кустанай'],
  },
  { code: 'KZ-43:KYZYLORDA', names: n('Қызылорда', 'Кызылорда', 'Kyzylorda', '克孜勒奥尔达') },
  { code: 'KZ-27:ORAL', names: n('Орал', 'Уральск', 'Oral', '乌拉尔斯克'), aliases: ['Uralsk'] },
  {
    code: 'KZ-59:PETROPAVL',
    names: n('Петропавл', 'Петропавловск', 'Petropavl', '彼得罗巴甫尔'),
    aliases: ['Petropavlovsk'],
  },
  { code: 'KZ-47:AKTAU', names: n('Ақтау', 'Актау', 'Aktau', '阿克套'), aliases: ['Шевченко'] },
  { code: 'KZ-61:TURKISTAN', names: n('Түркістан', 'Туркестан', 'Turkistan', '突厥斯坦') },
  {
    code: 'KZ-33:TALDYKORGAN',
    names: n('Талдықорған', 'Талдыкорган', 'Taldykorgan', '塔尔迪库尔干'),
  },
  {
    code: 'KZ-11:KOKSHETAU',
    names: n('Көкшетау', 'Кокшетау', 'Kokshetau', '科克舍套'),
    aliases: ['Кокчетав'],
  },
  { code: 'KZ-62:ZHEZKAZGAN', names: n('Жезқазған', 'Жезказган', 'Zhezkazgan', '杰兹卡兹甘') },
  { code: 'KZ-33:ZHARKENT', names: n('Жаркент', 'Жаркент', 'Zharkent', '扎尔肯特') },
  {
    code: 'KZ-19:KONAEV',
    names: n('Қонаев', 'Конаев', 'Konaev', '科纳耶夫'),
    aliases: ['Капшагай', 'Kapchagay'],
  },
  { code: 'KZ-19:KASKELEN', names: n('Қаскелең', 'Каскелен', 'Kaskelen', '卡斯克连') },
  {
    code: 'KZ-19:KHORGOS',
    names: n('Қорғас', 'Хоргос', 'Khorgos', '霍尔果斯'),
    aliases: ['Нуркент'],
  },
  { code: 'KZ-19:ESIK', names: n('Есік', 'Есик', 'Esik', '伊塞克') },
  // Uzbekistan.
  {
    code: 'UZ-TK:TASHKENT',
    names: n('Ташкент', 'Ташкент', 'Tashkent', '塔什干'),
    aliases: ['Toshkent'],
  },
  { code: 'UZ-TO:CHIRCHIQ', names: n('Шыршық', 'Чирчик', 'Chirchiq', '奇尔奇克') },
  { code: 'UZ-TO:ANGREN', names: n('Ангрен', 'Ангрен', 'Angren', '安格连') },
  {
    code: 'UZ-SA:SAMARKAND',
    names: n('Самарқанд', 'Самарканд', 'Samarkand', '撒马尔罕'),
    aliases: ['Samarqand'],
  },
  { code: 'UZ-BU:BUKHARA', names: n('Бұхара', 'Бухара', 'Bukhara', '布哈拉'), aliases: ['Buxoro'] },
  { code: 'UZ-AN:ANDIJAN', names: n('Әндіжан', 'Андижан', 'Andijan', '安集延') },
  { code: 'UZ-NG:NAMANGAN', names: n('Наманган', 'Наманган', 'Namangan', '纳曼干') },
  {
    code: 'UZ-FA:FERGANA',
    names: n('Ферғана', 'Фергана', 'Fergana', '费尔干纳'),
    aliases: ["Farg'ona"],
  },
  { code: 'UZ-QR:NUKUS', names: n('Нөкіс', 'Нукус', 'Nukus', '努库斯') },
  { code: 'UZ-QA:QARSHI', names: n('Қарши', 'Карши', 'Qarshi', '卡尔希') },
  { code: 'UZ-SU:TERMEZ', names: n('Термез', 'Термез', 'Termez', '铁尔梅兹') },
  { code: 'UZ-NW:NAVOIY', names: n('Науаи', 'Навои', 'Navoiy', '纳沃伊') },
  { code: 'UZ-JI:JIZZAKH', names: n('Жызақ', 'Джизак', 'Jizzakh', '吉扎克') },
  { code: 'UZ-XO:URGENCH', names: n('Үргеніш', 'Ургенч', 'Urgench', '乌尔根奇') },
  // Kyrgyzstan.
  {
    code: 'KG-GB:BISHKEK',
    names: n('Бішкек', 'Бишкек', 'Bishkek', '比什凯克'),
    aliases: ['Фрунзе'],
  },
  { code: 'KG-GO:OSH', names: n('Ош', 'Ош', 'Osh', '奥什') },
  { code: 'KG-J:JALAL-ABAD', names: n('Жалалабад', 'Джалал-Абад', 'Jalal-Abad', '贾拉拉巴德') },
  { code: 'KG-Y:KARAKOL', names: n('Қаракөл', 'Каракол', 'Karakol', '卡拉科尔') },
  { code: 'KG-N:NARYN', names: n('Нарын', 'Нарын', 'Naryn', '纳伦') },
  { code: 'KG-T:TALAS', names: n('Талас', 'Талас', 'Talas', '塔拉斯') },
  { code: 'KG-C:TOKMOK', names: n('Тоқмақ', 'Токмок', 'Tokmok', '托克马克') },
  // Tajikistan.
  { code: 'TJ-DU:DUSHANBE', names: n('Душанбе', 'Душанбе', 'Dushanbe', '杜尚别') },
  {
    code: 'TJ-SU:KHUJAND',
    names: n('Хұжанд', 'Худжанд', 'Khujand', '苦盏'),
    aliases: ['Ленинабад'],
  },
  {
    code: 'TJ-KT:BOKHTAR',
    names: n('Бохтар', 'Бохтар', 'Bokhtar', '博赫塔尔'),
    aliases: ['Курган-Тюбе'],
  },
  { code: 'TJ-KT:KULOB', names: n('Күлеб', 'Куляб', 'Kulob', '库洛布') },
  { code: 'TJ-GB:KHOROG', names: n('Хорог', 'Хорог', 'Khorog', '霍罗格') },
  // Turkmenistan.
  { code: 'TM-S:ASHGABAT', names: n('Ашхабад', 'Ашхабад', 'Ashgabat', '阿什哈巴德') },
  {
    code: 'TM-L:TURKMENABAT',
    names: n('Түркменабат', 'Туркменабат', 'Turkmenabat', '土库曼纳巴德'),
  },
  { code: 'TM-M:MARY', names: n('Мары', 'Мары', 'Mary', '马雷') },
  { code: 'TM-D:DASHOGUZ', names: n('Дашогуз', 'Дашогуз', 'Daşoguz', '达绍古兹') },
  { code: 'TM-B:BALKANABAT', names: n('Балқанабат', 'Балканабат', 'Balkanabat', '巴尔坎纳巴德') },
  {
    code: 'TM-B:TURKMENBASHI',
    names: n('Түрікменбашы', 'Туркменбаши', 'Turkmenbashi', '土库曼巴希'),
  },
  // Russia.
  { code: 'RU-MOW:MOSCOW', names: n('Мәскеу', 'Москва', 'Moscow', '莫斯科') },
  {
    code: 'RU-SPE:SAINT-PETERSBURG',
    names: n('Санкт-Петербург', 'Санкт-Петербург', 'Saint Petersburg', '圣彼得堡'),
  },
  { code: 'RU-NVS:NOVOSIBIRSK', names: n('Новосібір', 'Новосибирск', 'Novosibirsk', '新西伯利亚') },
  { code: 'RU-OMS:OMSK', names: n('Омбы', 'Омск', 'Omsk', '鄂木斯克') },
  {
    code: 'RU-SVE:YEKATERINBURG',
    names: n('Екатеринбор', 'Екатеринбург', 'Yekaterinburg', '叶卡捷琳堡'),
  },
  { code: 'RU-CHE:CHELYABINSK', names: n('Челябі', 'Челябинск', 'Chelyabinsk', '车里雅宾斯克') },
  { code: 'RU-ORE:ORENBURG', names: n('Орынбор', 'Оренбург', 'Orenburg', '奥伦堡') },
  { code: 'RU-SAM:SAMARA', names: n('Самара', 'Самара', 'Samara', '萨马拉') },
  { code: 'RU-AST:ASTRAKHAN', names: n('Астрахан', 'Астрахань', 'Astrakhan', '阿斯特拉罕') },
  { code: 'RU-ALT:BARNAUL', names: n('Барнауыл', 'Барнаул', 'Barnaul', '巴尔瑙尔') },
  { code: 'RU-TYU:TYUMEN', names: n('Түмен', 'Тюмень', 'Tyumen', '秋明') },
  { code: 'RU-KDA:KRASNODAR', names: n('Краснодар', 'Краснодар', 'Krasnodar', '克拉斯诺达尔') },
  // China.
  { code: 'CN-XJ:URUMQI', names: n('Үрімші', 'Урумчи', 'Urumqi', '乌鲁木齐') },
  { code: 'CN-XJ:KASHGAR', names: n('Қашқар', 'Кашгар', 'Kashgar', '喀什') },
  {
    code: 'CN-XJ:YINING',
    names: n('Құлжа', 'Кульджа', 'Yining', '伊宁'),
    aliases: ['Ghulja', 'Инин'],
  },
  {
    code: 'CN-XJ:KHORGOS',
    names: n('Қорғас (Қытай)', 'Хоргос (Китай)', 'Khorgos (China)', '霍尔果斯市'),
  },
  { code: 'CN-XJ:ALASHANKOU', names: n('Алашанькоу', 'Алашанькоу', 'Alashankou', '阿拉山口') },
  { code: 'CN-BJ:BEIJING', names: n('Бейжің', 'Пекин', 'Beijing', '北京') },
  { code: 'CN-SH:SHANGHAI', names: n('Шанхай', 'Шанхай', 'Shanghai', '上海') },
  { code: 'CN-GD:GUANGZHOU', names: n('Гуанчжоу', 'Гуанчжоу', 'Guangzhou', '广州') },
  { code: 'CN-ZJ:YIWU', names: n('Иу', 'Иу', 'Yiwu', '义乌') },
  { code: 'CN-JS:LIANYUNGANG', names: n('Ляньюньган', 'Ляньюньган', 'Lianyungang', '连云港') },
];
