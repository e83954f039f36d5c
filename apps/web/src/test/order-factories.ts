import {
  Currency,
  LoadingMethod,
  type OrderAction,
  OrderStatus,
  OrderType,
  PackageType,
  PaymentTerms,
  PublicationStage,
  ResponseStatus,
  RoutePointType,
  TransportationType,
  TransportationView,
  TransportType,
  type OrderActionView,
  type OrderDetail,
  type OrderListItem,
  type OrderPage,
  type OrderResponseView,
  type OrderSummary,
} from '@freight/shared';

let sequence = 0;

/** A fresh, valid v4-shaped id per call. */
export function nextOrderTestId(): string {
  sequence += 1;
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`;
}

export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: nextOrderTestId(),
    number: `ORD-2025-${String(sequence).padStart(6, '0')}`,
    status: OrderStatus.PUBLISHED,
    createdAt: '2025-03-01T08:00:00.000Z',
    plannedLoadingDate: '2025-03-10',
    plannedUnloadingDate: '2025-03-12',
    transportType: TransportType.TENT,
    cargoName: 'Стройматериалы',
    cargoWeightTons: 20,
    price: 450_000,
    currency: Currency.KZT,
    agreedPrice: null,
    from: { city: 'Алматы', address: 'ул. Абая, 1' },
    to: { city: 'Астана', address: 'пр. Республики, 10' },
    routePointCount: 2,
    ownerCompany: { id: nextOrderTestId(), name: 'ТОО «Дала Экспресс»' },
    responseCount: 0,
    myResponseStatus: null,
    hasOpenProblem: false,
    hasOpenDeletionRequest: false,
    invited: false,
    instantBooking: false,
    publicationStage: PublicationStage.PUBLIC,
    poolUntil: null,
    ...overrides,
  };
}

export function makeOrderPage(items: OrderListItem[], overrides: Partial<OrderPage> = {}) {
  return { items, total: items.length, page: 1, pageSize: 20, totalCapped: false, ...overrides };
}

/** The server's `actions`: each allowed action, or refused with a reason. */
export function allowed(...actions: OrderAction[]): OrderActionView[] {
  return actions.map((action) => ({ action, allowed: true }));
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const summary = makeOrderSummary();
  return {
    id: summary.id,
    number: summary.number,
    status: OrderStatus.PUBLISHED,
    version: 3,
    createdAt: summary.createdAt,
    updatedAt: summary.createdAt,
    publishedAt: summary.createdAt,
    createdBy: { id: nextOrderTestId(), name: 'Сейітова Айгерим' },
    ownerCompany: summary.ownerCompany,
    plannedLoadingDate: '2025-03-10',
    plannedUnloadingDate: '2025-03-12',
    transportType: TransportType.TENT,
    orderType: OrderType.FTL,
    paymentTerms: PaymentTerms.ON_UNLOADING,
    price: 450_000,
    currency: Currency.KZT,
    instantBooking: false,
    publicationStage: PublicationStage.PUBLIC,
    poolHours: null,
    poolUntil: null,
    cargoName: 'Стройматериалы',
    cargoWeightTons: 20,
    cargoVolumeM3: 82,
    packageType: PackageType.PALLETS,
    seats: 33,
    seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.5 },
    declaredValue: null,
    declaredValueCurrency: null,
    loadingMethod: LoadingMethod.REAR,
    transportationType: TransportationType.DOMESTIC,
    transportationView: TransportationView.ROAD,
    specialConditions: null,
    route: [
      {
        id: nextOrderTestId(),
        position: 0,
        type: RoutePointType.LOADING,
        city: 'Алматы',
        address: 'ул. Абая, 1',
        contactPerson: 'Ерлан',
        phone: '+7 701 000 00 01',
        lat: 43.238,
        lng: 76.889,
      },
      {
        id: nextOrderTestId(),
        position: 1,
        type: RoutePointType.UNLOADING,
        city: 'Астана',
        address: 'пр. Республики, 10',
        contactPerson: 'Нурлан',
        phone: '+7 702 000 00 02',
        lat: null,
        lng: null,
      },
    ],
    selectedResponse: null,
    myResponse: null,
    openProblem: null,
    problems: [],
    deletionRequests: [],
    actions: [],
    ...overrides,
  };
}

export function makeOrderResponse(overrides: Partial<OrderResponseView> = {}): OrderResponseView {
  return {
    id: nextOrderTestId(),
    orderId: nextOrderTestId(),
    status: ResponseStatus.ACTIVE,
    price: 430_000,
    currency: Currency.KZT,
    comment: 'Готовы загрузиться утром',
    version: 1,
    createdAt: '2025-03-02T09:00:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    carrier: {
      id: nextOrderTestId(),
      name: 'ТОО «Жол Транс»',
      bin: '900115300003',
      rating: 4.6,
      ratingSummary: { average: 4.6, count: 12 },
      trustScore: 71,
    },
    driver: {
      id: nextOrderTestId(),
      name: 'Ахметов Ерлан',
      phone: '+7 705 000 00 05',
      rating: 4.8,
      ratingSummary: { average: 4.8, count: 9 },
      status: 'APPROVED',
      blacklisted: false,
    },
    vehicle: {
      id: nextOrderTestId(),
      plateNumber: '123ABC02',
      brand: 'Volvo',
      model: 'FH',
      manufactureYear: 2019,
    },
    createdBy: { id: nextOrderTestId(), name: 'Логист Жол Транс' },
    counterOffers: [],
    ...overrides,
  };
}
