import {
  CompanyKind,
  OrderAction,
  orderActionPermission,
  OrderListScope,
  type Permission,
} from '@freight/shared';
import type { ReactNode } from 'react';
import {
  AddToCarrierPoolButton,
  AnalyticsPage,
  CarrierDetailPage,
  ChatPage,
  CompanyDriverPage,
  CompanyDriversPage,
  CompanyListPage,
  CompanyVehiclesPage,
  DeletionRequestsPage,
  DocumentsPage,
  DriverDetailPage,
  DriversPage,
  EditOrderPage,
  EmployeesPage,
  ExpeditorDetailPage,
  NewOrderPage,
  NotificationsPage,
  OrdersListPage,
  ProblemRequestsPage,
  SavedSearchesPage,
  SaveSearchButton,
  ProfilePage,
  StaffPage,
  QuestionsPage,
  MyTrucksPage,
  MyCarriersPage,
  MyForwardersPage,
  TruckBoardPage,
  PartnersPage,
  ExchangeRatesPage,
  TripPanel,
  ViewDriverPage,
  ViewOrderPage,
} from './screens';

/** One signed-in screen: where it lives, what it is called, who may open it. */
export interface ScreenRoute {
  path: string;
  /** The `common` key of the screen's title: its breadcrumb and its heading (ScreenHandle). */
  title: string;
  screen: ReactNode;
  /**
   * Only the roles holding it (any of a list) may open it (shared permission table); absent:
   * every user.
   */
  permission?: Permission | readonly Permission[];
}

/**
 * The screens inside the signed-in layout. A screen's title is named here once, so the
 * breadcrumb and the page's heading cannot disagree.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Issue 5: orders, their responses, problem orders and deletion requests.
  {
    path: '/requests',
    title: 'pages.allRequests',
    screen: <OrdersListPage scope={OrderListScope.ALL} saveSearch={SaveSearchButton} />,
  },
  {
    path: '/my-requests',
    title: 'pages.myRequests',
    screen: <OrdersListPage scope={OrderListScope.MY} />,
  },
  {
    path: '/new-request',
    title: 'pages.newRequest',
    screen: <NewOrderPage />,
    permission: 'create:order:own',
  },
  {
    path: '/view-request/:id',
    title: 'pages.viewRequest',
    screen: <ViewOrderPage tripPanel={TripPanel} carrierPoolButton={AddToCarrierPoolButton} />,
  },
  {
    path: '/edit-request/:id',
    title: 'pages.editRequest',
    screen: <EditOrderPage />,
    permission: orderActionPermission(OrderAction.EDIT),
  },
  {
    path: '/problem-requests',
    title: 'pages.problemRequests',
    screen: <ProblemRequestsPage />,
    permission: 'read:problem:any',
  },
  // The moderator's way to the deletion requests (the CB has a tab on its own page).
  {
    path: '/deletion-requests',
    title: 'pages.deletionRequests',
    screen: <DeletionRequestsPage />,
    permission: 'read:deletion_request:any',
  },
  // Issue 8: the registry of generated documents (contracts, consignment notes).
  {
    path: '/documents',
    title: 'pages.documents',
    screen: <DocumentsPage />,
    permission: 'read:document:party',
  },
  // Issue 15: conversations and order threads.
  { path: '/chat', title: 'pages.chat', screen: <ChatPage />, permission: 'read:chat:party' },
  {
    path: '/chat/:conversationId',
    title: 'pages.chat',
    screen: <ChatPage />,
    permission: 'read:chat:party',
  },
  { path: '/notifications', title: 'pages.notifications', screen: <NotificationsPage /> },
  // Issue 31: the carrier side's saved searches and their alerts.
  {
    path: '/saved-searches',
    title: 'pages.savedSearches',
    screen: <SavedSearchesPage />,
    permission: 'manage:saved_search:self',
  },
  { path: '/profile', title: 'pages.profile', screen: <ProfilePage /> },
  // Issue 3: the security service vets companies (moderators and admins may look).
  {
    path: '/expeditors',
    title: 'pages.expeditors',
    screen: <CompanyListPage kind={CompanyKind.FORWARDER} />,
    permission: 'read:company:any',
  },
  {
    path: '/expeditor/:login',
    title: 'pages.expeditor',
    screen: <ExpeditorDetailPage />,
    permission: 'read:company:any',
  },
  {
    path: '/carriers',
    title: 'pages.carriers',
    screen: <CompanyListPage kind={CompanyKind.CARRIER} />,
    permission: 'read:company:any',
  },
  {
    path: '/view-carrier/:id',
    title: 'pages.carrier',
    screen: <CarrierDetailPage />,
    permission: 'read:company:any',
  },
  // A company owner's people: the same screen for both sides.
  {
    path: '/employees',
    title: 'pages.employees',
    screen: <EmployeesPage section="employees" />,
    permission: 'manage:employee:own',
  },
  {
    path: '/company-logists',
    title: 'pages.companyLogists',
    screen: <EmployeesPage section="logisticians" />,
    permission: 'manage:logistician:own',
  },
  // Issue 4: the carriers' fleets, vetted by the security service.
  {
    path: '/company-drivers',
    title: 'pages.companyDrivers',
    screen: <CompanyDriversPage />,
    permission: 'read:driver:own',
  },
  {
    path: '/company-drivers/:id',
    title: 'pages.driver',
    screen: <CompanyDriverPage />,
    permission: 'read:driver:own',
  },
  {
    path: '/company-auto',
    title: 'pages.companyAuto',
    screen: <CompanyVehiclesPage />,
    permission: 'read:vehicle:own',
  },
  // Issue 31: the capacity board, and the carrier's free trucks.
  {
    path: '/trucks',
    title: 'pages.trucks',
    screen: <TruckBoardPage carrierPoolButton={AddToCarrierPoolButton} />,
    permission: 'read:truck_offer:any',
  },
  {
    path: '/my-trucks',
    title: 'pages.myTrucks',
    screen: <MyTrucksPage />,
    permission: 'manage:truck_offer:own',
  },
  // Issue 32: a forwarder company's own carriers, and the forwarders that list a carrier.
  {
    path: '/my-carriers',
    title: 'pages.myCarriers',
    screen: <MyCarriersPage />,
    permission: 'manage:carrier_pool:own',
  },
  {
    path: '/my-forwarders',
    title: 'pages.myForwarders',
    screen: <MyForwardersPage />,
    permission: 'read:carrier_pool_listing:own',
  },
  {
    path: '/drivers',
    title: 'pages.drivers',
    screen: <DriversPage />,
    permission: 'read:driver:any',
  },
  {
    path: '/driver/:id',
    title: 'pages.driver',
    screen: <DriverDetailPage />,
    permission: 'read:driver:any',
  },
  {
    path: '/view-driver/:login',
    title: 'pages.driver',
    screen: <ViewDriverPage />,
    permission: 'read:driver:any',
  },
  {
    path: '/admin/staff',
    title: 'pages.staff',
    screen: <StaffPage />,
    permission: 'manage:staff:any',
  },
  // Issue 13: the homepage's questions inbox and partners.
  {
    path: '/questions',
    title: 'pages.questions',
    screen: <QuestionsPage />,
    permission: 'read:question:any',
  },
  {
    path: '/admin/partners',
    title: 'pages.partners',
    screen: <PartnersPage />,
    permission: 'manage:partner:any',
  },
  {
    path: '/admin/exchange-rates',
    title: 'pages.exchangeRates',
    screen: <ExchangeRatesPage />,
    permission: 'manage:exchange_rate:any',
  },
  // Issue 12: one address, the dashboard of the caller's side (companies) or the platform's.
  {
    path: '/analytics',
    title: 'pages.analytics',
    screen: <AnalyticsPage />,
    permission: ['read:analytics:own', 'read:analytics:any'],
  },
];
