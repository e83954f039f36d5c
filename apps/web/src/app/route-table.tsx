import {
  CARRIER_SIDE_ROLES,
  CompanyKind,
  FORWARDER_SIDE_ROLES,
  OrderListScope,
  PLATFORM_ROLES,
  Role,
} from '@freight/shared';
import type { ReactNode } from 'react';
import {
  CarrierDetailPage,
  CompanyDriverPage,
  CompanyDriversPage,
  CompanyListPage,
  CompanyVehiclesPage,
  DeletionRequestsPage,
  DriverDetailPage,
  DriversPage,
  EditOrderPage,
  EmployeesPage,
  ExpeditorDetailPage,
  NewOrderPage,
  NotificationsPage,
  OrdersListPage,
  ProblemRequestsPage,
  ProfilePage,
  StaffPage,
  ViewDriverPage,
  ViewOrderPage,
} from './screens';

/** One signed-in screen: where it lives, what it is called, who may open it. */
export interface ScreenRoute {
  path: string;
  /** The `common` key of the screen's title: its breadcrumb and its heading (ScreenHandle). */
  title: string;
  screen: ReactNode;
  /** Only these roles may open it; absent: every signed-in user. */
  roles?: readonly Role[];
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
    screen: <OrdersListPage scope={OrderListScope.ALL} />,
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
    roles: FORWARDER_SIDE_ROLES,
  },
  { path: '/view-request/:id', title: 'pages.viewRequest', screen: <ViewOrderPage /> },
  {
    path: '/edit-request/:id',
    title: 'pages.editRequest',
    screen: <EditOrderPage />,
    roles: FORWARDER_SIDE_ROLES,
  },
  {
    path: '/problem-requests',
    title: 'pages.problemRequests',
    screen: <ProblemRequestsPage />,
    roles: [Role.CB],
  },
  // The moderator's way to the deletion requests (the CB has a tab on its own page).
  {
    path: '/deletion-requests',
    title: 'pages.deletionRequests',
    screen: <DeletionRequestsPage />,
    roles: [Role.MODERATOR, Role.CB],
  },
  { path: '/notifications', title: 'pages.notifications', screen: <NotificationsPage /> },
  { path: '/profile', title: 'pages.profile', screen: <ProfilePage /> },
  // Issue 3: the security service vets companies (moderators and admins may look).
  {
    path: '/expeditors',
    title: 'pages.expeditors',
    screen: <CompanyListPage kind={CompanyKind.FORWARDER} />,
    roles: PLATFORM_ROLES,
  },
  {
    path: '/expeditor/:login',
    title: 'pages.expeditor',
    screen: <ExpeditorDetailPage />,
    roles: PLATFORM_ROLES,
  },
  {
    path: '/carriers',
    title: 'pages.carriers',
    screen: <CompanyListPage kind={CompanyKind.CARRIER} />,
    roles: PLATFORM_ROLES,
  },
  {
    path: '/view-carrier/:id',
    title: 'pages.carrier',
    screen: <CarrierDetailPage />,
    roles: PLATFORM_ROLES,
  },
  // A company owner's people: the same screen for both sides.
  {
    path: '/employees',
    title: 'pages.employees',
    screen: <EmployeesPage section="employees" />,
    roles: [Role.FORWARDER],
  },
  {
    path: '/company-logists',
    title: 'pages.companyLogists',
    screen: <EmployeesPage section="logisticians" />,
    roles: [Role.DRIVER_COMPANY],
  },
  // Issue 4: the carriers' fleets, vetted by the security service.
  {
    path: '/company-drivers',
    title: 'pages.companyDrivers',
    screen: <CompanyDriversPage />,
    roles: CARRIER_SIDE_ROLES,
  },
  {
    path: '/company-drivers/:id',
    title: 'pages.driver',
    screen: <CompanyDriverPage />,
    roles: CARRIER_SIDE_ROLES,
  },
  {
    path: '/company-auto',
    title: 'pages.companyAuto',
    screen: <CompanyVehiclesPage />,
    roles: CARRIER_SIDE_ROLES,
  },
  { path: '/drivers', title: 'pages.drivers', screen: <DriversPage />, roles: PLATFORM_ROLES },
  {
    path: '/driver/:id',
    title: 'pages.driver',
    screen: <DriverDetailPage />,
    roles: PLATFORM_ROLES,
  },
  {
    path: '/view-driver/:login',
    title: 'pages.driver',
    screen: <ViewDriverPage />,
    roles: PLATFORM_ROLES,
  },
  { path: '/admin/staff', title: 'pages.staff', screen: <StaffPage />, roles: [Role.ADMIN] },
];
