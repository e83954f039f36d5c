import type { PaymentTerms } from '@freight/shared';
import type { ContractTexts, TermsInput } from './contract-texts.js';

function paymentClause({ paymentTerms, paymentDueBankingDays: days }: TermsInput): string {
  const clauses: Record<PaymentTerms, string> = {
    PREPAYMENT: '货运代理人在车辆到达装货地点前支付全部运费（100%）。',
    PARTIAL_PREPAYMENT: `货运代理人在车辆到达装货地点前支付运费的50%，余款在卸货后${days}个银行工作日内支付。`,
    ON_LOADING: `货运代理人自装货之日起${days}个银行工作日内支付运费。`,
    ON_UNLOADING: `货运代理人自卸货之日起${days}个银行工作日内支付运费。`,
    POSTPAYMENT: `货运代理人在收到经收货人签收的运单原件后${days}个银行工作日内支付运费。`,
  };
  return clauses[paymentTerms];
}

export const zh: ContractTexts = {
  title: '公路货物运输合同委托书',
  number: (contractNumber) => `第 ${contractNumber} 号`,
  subtitle: '（运输合同-委托书）',
  place: (city) => city,
  preamble: ({ forwarder, carrier, orderNumber, orderDate }) =>
    `${forwarder.organizationName}（商业识别号 ${forwarder.bin}，以下简称“货运代理人”），由` +
    `${forwarder.signatoryPosition} ${forwarder.signatoryName} 代表，为一方；` +
    `${carrier.organizationName}（商业识别号 ${carrier.bin}，以下简称“承运人”），由` +
    `${carrier.signatoryPosition} ${carrier.signatoryName} 代表，为另一方；双方就 ${orderDate} ` +
    `第 ${orderNumber} 号订单订立本合同委托书，约定如下：`,
  roles: { forwarder: '货运代理人', carrier: '承运人' },
  sections: {
    subject: '合同标的',
    route: '运输路线',
    cargo: '货物',
    transport: '车辆和司机',
    price: '运费及付款方式',
    requisites: '双方信息及签字',
  },
  subject: (orderNumber) =>
    '承运人负责使用第4条所列车辆和司机，按第2条所列路线运输第3条所列货物并交付收货人；' +
    `货运代理人负责支付第 ${orderNumber} 号订单约定的运费。`,
  route: { point: '地点', contact: '联系人、电话', plannedDate: '计划日期' },
  transport: {
    vehicle: '车辆',
    brandModel: '品牌、型号',
    plateNumber: '车牌号',
    techPassport: '车辆登记证（行驶证）',
    driver: '司机',
    fullName: '姓名',
    iin: '个人识别号（IIN）',
    licence: '驾驶证',
  },
  freight: '运费',
  terms: (input) => [
    {
      heading: '承运人的义务',
      clauses: [
        '在计划日期将第4条所列、技术状况良好且适合运输该货物的车辆送达装货地点。',
        '核对货物与本合同委托书的记载是否相符，检查包装和加固状况；如有缺陷，在运单上注明。',
        '保证货物安全，并于计划卸货日期将货物交付收货人。',
        '未经货运代理人书面同意，不得将运输转包给第三方，不得更换司机和车辆。',
        '在平台上记录行程进展，如有延误或事故立即通知货运代理人。',
      ],
    },
    {
      heading: '货运代理人的义务',
      clauses: [
        '在约定的地点和日期提交已包装并标记的货物及随附单据。',
        '保证在规定时间内完成装卸：国内运输24小时，国际运输48小时。',
        '按本合同委托书规定的方式支付运费。',
      ],
    },
    {
      heading: '责任',
      clauses: [
        '承运人自接收货物时起至交付收货人时止，依照《哈萨克斯坦共和国民法典》和《哈萨克斯坦共和国汽车运输法》' +
          (input.international ? '，国际运输还依照1956年《国际公路货物运输合同公约》（CMR）' : '') +
          '，对货物的灭失、短少和损坏承担责任：按货物申报价值赔偿；未申报价值的，按实际价值赔偿。',
        '承运人未在约定日期提供车辆的，支付运费10%的罚款。',
        '承运人迟延交付或货运代理人迟延付款的，每迟延一日支付运费0.1%的违约金，但总额不超过运费的10%。',
        '支付违约金不免除双方履行义务。',
      ],
    },
    {
      heading: '单据',
      clauses: [
        input.international
          ? '货物凭平台根据订单数据开具的国际公路货运单（CMR）运输。'
          : '货物凭平台根据订单数据开具的公路货运单运输。',
        '承运人在《哈萨克斯坦共和国税法典》规定的期限内，在电子发票（ESF）信息系统中开具电子发票。',
        '双方在平台上签署的本合同委托书具有书面合同效力；文本的真实性可在平台验证页面按其SHA-256哈希值核验。',
      ],
    },
    {
      heading: '付款',
      clauses: [paymentClause(input), '以银行转账方式按本合同委托书的币种付至承运人的银行账户。'],
    },
    {
      heading: '不可抗力',
      clauses: [
        '因不可抗力（自然灾害、军事行动、边境和道路关闭、国家机关的行为）导致不能履行义务的，双方免除责任。',
        '受影响的一方应在3日内通知另一方，并以主管机构出具的文件予以证明。',
      ],
    },
    {
      heading: '争议解决',
      clauses: [
        '争议通过协商解决；对索赔的答复期限为15个日历日。',
        '协商不成的争议，依照哈萨克斯坦共和国法律由被告所在地法院审理。',
      ],
    },
    {
      heading: '最后条款',
      clauses: [
        '本合同委托书自双方签字之日起生效，至义务全部履行完毕时止。',
        '变更以双方签署的新版本合同委托书形式作出。',
        '本合同委托书的哈萨克语、俄语、中文和英文文本依据同一数据生成；如有歧义，以俄文文本为准。',
      ],
    },
  ],
  party: {
    bin: '商业识别号（BIN）',
    legalAddress: '注册地址',
    actualAddress: '实际地址',
    contacts: '电话、电子邮箱',
    signatory: '签字人',
    signature: '签字',
  },
  footer: (contractNumber, page, pages) =>
    `第 ${contractNumber} 号合同委托书 · 第 ${page} 页，共 ${pages} 页`,
  signaturePage: {
    title: '签署页',
    intro: (contractNumber, orderNumber) =>
      `第 ${orderNumber} 号订单的第 ${contractNumber} 号合同委托书已由双方在平台上签署。`,
    documentHash: '已签署文件的 SHA-256 哈希值',
    side: '一方',
    signer: '签字人',
    company: '公司、商业识别号',
    signedAt: '签署时间',
    ipAddress: 'IP 地址',
    userAgent: '浏览器',
    signedHash: '签署的哈希值',
    verify: '真伪验证：扫描二维码或打开链接',
  },
};
