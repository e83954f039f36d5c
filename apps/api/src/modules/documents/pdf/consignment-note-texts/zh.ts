import type { ConsignmentNoteTexts } from './consignment-note-texts.js';

export const zh: ConsignmentNoteTexts = {
  title: { international: '国际公路货运单 CMR', domestic: '公路货运单' },
  number: (noteNumber) => `第 ${noteNumber} 号`,
  reference: (orderNumber, contractNumber) =>
    `订单第 ${orderNumber} 号` + (contractNumber ? `，合同委托书第 ${contractNumber} 号` : ''),
  cmrStatement: '本运输不论有任何相反约定，均受《国际公路货物运输合同公约》（CMR）的约束。',
  boxes: {
    sender: '发货人（名称、地址、国家）',
    consignee: '收货人（名称、地址、国家）',
    delivery: '交货地点',
    takingOver: '接管货物的地点和日期',
    documents: '随附单证',
    marks: '标志和号码',
    packages: '件数',
    packing: '包装方式',
    goods: '货物名称',
    grossWeight: '毛重，千克',
    volume: '体积，立方米',
    customs: '发货人指示（海关及其他手续）',
    carrier: '承运人（名称、地址、国家）',
    reservations: '承运人的保留和意见',
    specialAgreements: '特别约定',
    charges: '运费',
    madeOut: '签发地点和日期',
    senderSignature: '发货人签字和盖章',
    carrierSignature: '承运人签字和盖章',
    goodsReceived: '货物已收到：日期、收货人签字和盖章',
    vehicle: '车辆（品牌、车牌号）',
    driver: '司机',
  },
  receipt: {
    confirmed: (confirmedBy, confirmedAt) => `${confirmedBy} 于 ${confirmedAt} 收到货物`,
    reservation: '收货人保留意见',
    noReservation: '无保留意见',
  },
  footer: (noteNumber, page, pages) => `第 ${noteNumber} 号运单 · 第 ${page} 页，共 ${pages} 页`,
};
