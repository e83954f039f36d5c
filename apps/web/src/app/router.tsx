import {
  CompanyKind,
  OrderAction,
  orderActionPermission,
  OrderListScope,
  type Permission,
} from '@freight/shared';
import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ScreenTexts } from '../ui/screen-texts';
import { AppRoot } from './app-root';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/breadcrumbs';
import { NotFoundPage } from './pages/not-found-page';
import { HomeRedirect, RequireSession } from './require-session';
import { RequirePermission } from './require-permission';

// Every screen but the sign-in pages loads with its first visit (inside `ScreenTexts`, which
// shows the loading state): the first page a phone downloads carries only what signing in needs.
const StaffPage = lazy(() =>
  import('../features/admin/pages/staff-page').then((module) => ({ default: module.StaffPage })),
);
const CarrierDetailPage = lazy(() =>
  import('../features/companies-review/pages/company-detail-page').then((module) => ({
    default: module.CarrierDetailPage,
  })),
);
const ExpeditorDetailPage = lazy(() =>
  import('../features/companies-review/pages/company-detail-page').then((module) => ({
    default: module.ExpeditorDetailPage,
  })),
);
const CompanyListPage = lazy(() =>
  import('../features/companies-review/pages/company-list-page').then((module) => ({
    default: module.CompanyListPage,
  })),
);
const EmployeesPage = lazy(() =>
  import('../features/employees/pages/employees-page').then((module) => ({
    default: module.EmployeesPage,
  })),
);
const CompanyDriverPage = lazy(() =>
  import('../features/fleet/pages/company-driver-page').then((module) => ({
    default: module.CompanyDriverPage,
  })),
);
const CompanyDriversPage = lazy(() =>
  import('../features/fleet/pages/company-drivers-page').then((module) => ({
    default: module.CompanyDriversPage,
  })),
);
const CompanyVehiclesPage = lazy(() =>
  import('../features/fleet/pages/company-vehicles-page').then((module) => ({
    default: module.CompanyVehiclesPage,
  })),
);
const DriverDetailPage = lazy(() =>
  import('../features/fleet/pages/driver-detail-page').then((module) => ({
    default: module.DriverDetailPage,
  })),
);
const ViewDriverPage = lazy(() =>
  import('../features/fleet/pages/driver-detail-page').then((module) => ({
    default: module.ViewDriverPage,
  })),
);
const DriversPage = lazy(() =>
  import('../features/fleet/pages/drivers-page').then((module) => ({
    default: module.DriversPage,
  })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/pages/notifications-page').then((module) => ({
    default: module.NotificationsPage,
  })),
);
const DocumentsPage = lazy(() =>
  import('../features/documents/pages/documents-page').then((module) => ({
    default: module.DocumentsPage,
  })),
);
const VerifyPage = lazy(() =>
  import('../features/documents/pages/verify-page').then((module) => ({
    default: module.VerifyPage,
  })),
);
const DeletionRequestsPage = lazy(() =>
  import('../features/orders/pages/deletion-requests-page').then((module) => ({
    default: module.DeletionRequestsPage,
  })),
);
const EditOrderPage = lazy(() =>
  import('../features/orders/pages/edit-order-page').then((module) => ({
    default: module.EditOrderPage,
  })),
);
const NewOrderPage = lazy(() =>
  import('../features/orders/pages/new-order-page').then((module) => ({
    default: module.NewOrderPage,
  })),
);
const OrdersListPage = lazy(() =>
  import('../features/orders/pages/orders-list-page').then((module) => ({
    default: module.OrdersListPage,
  })),
);
const ProblemRequestsPage = lazy(() =>
  import('../features/orders/pages/problem-requests-page').then((module) => ({
    default: module.ProblemRequestsPage,
  })),
);
const ViewOrderPage = lazy(() =>
  import('../features/orders/pages/view-order-page').then((module) => ({
    default: module.ViewOrderPage,
  })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/pages/profile-page').then((module) => ({
    default: module.ProfilePage,
  })),
);
const RegistrationStatusPage = lazy(() =>
  import('../features/registration/pages/registration-status-page').then((module) => ({
    default: module.RegistrationStatusPage,
  })),
);
const SignUpPage = lazy(() =>
  import('../features/registration/pages/sign-up-page').then((module) => ({
    default: module.SignUpPage,
  })),
);

const crumb = (key: string): RouteHandle => ({ crumb: key });

/** A screen of some roles only, with its own translation namespace. */
const screenFor = (permission: Permission, element: ReactNode) => (
  <RequirePermission permission={permission}>
    <ScreenTexts>{element}</ScreenTexts>
  </RequirePermission>
);

/**
 * Public pages, then the signed-in screens inside the guarded layout, then the 404 page for
 * everything else. Menu entries whose screens later issues build land on the 404 page for now.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      {
        path: '/sign-up',
        element: (
          <ScreenTexts>
            <SignUpPage />
          </ScreenTexts>
        ),
      },
      // Issue 8: anyone holding a document checks that the platform issued it (QR code target).
      {
        path: '/verify',
        element: (
          <ScreenTexts>
            <VerifyPage />
          </ScreenTexts>
        ),
      },
      // A rejected owner's session reaches only the review endpoints: no menu, its own frame
      // and its own guard (it stays on its notice after signing the user out).
      {
        path: '/registration-status',
        element: (
          <ScreenTexts>
            <RegistrationStatusPage />
          </ScreenTexts>
        ),
      },
      {
        element: (
          <RequireSession>
            <AppLayout />
          </RequireSession>
        ),
        children: [
          // Issue 5: orders, their responses, problem orders and deletion requests.
          {
            path: '/requests',
            element: (
              <ScreenTexts>
                <OrdersListPage scope={OrderListScope.ALL} />
              </ScreenTexts>
            ),
            handle: crumb('menu.allRequests'),
          },
          {
            path: '/my-requests',
            element: (
              <ScreenTexts>
                <OrdersListPage scope={OrderListScope.MY} />
              </ScreenTexts>
            ),
            handle: crumb('menu.myRequests'),
          },
          {
            path: '/new-request',
            element: screenFor('create:order:own', <NewOrderPage />),
            handle: crumb('menu.createRequest'),
          },
          {
            path: '/view-request/:id',
            element: (
              <ScreenTexts>
                <ViewOrderPage />
              </ScreenTexts>
            ),
            handle: crumb('pages.viewRequest'),
          },
          {
            path: '/edit-request/:id',
            element: screenFor(orderActionPermission(OrderAction.EDIT), <EditOrderPage />),
            handle: crumb('pages.editRequest'),
          },
          {
            path: '/problem-requests',
            element: screenFor('read:problem:any', <ProblemRequestsPage />),
            handle: crumb('menu.problemRequests'),
          },
          // The moderator's way to the deletion requests (the CB has a tab on its own page).
          {
            path: '/deletion-requests',
            element: screenFor('read:deletion_request:any', <DeletionRequestsPage />),
            handle: crumb('pages.deletionRequests'),
          },
          // Issue 8: the registry of generated documents (contracts, consignment notes).
          {
            path: '/documents',
            element: screenFor('read:document:party', <DocumentsPage />),
            handle: crumb('menu.documents'),
          },
          {
            path: '/notifications',
            element: (
              <ScreenTexts>
                <NotificationsPage />
              </ScreenTexts>
            ),
            handle: crumb('pages.notifications'),
          },
          {
            path: '/profile',
            element: (
              <ScreenTexts>
                <ProfilePage />
              </ScreenTexts>
            ),
            handle: crumb('pages.profile'),
          },
          // Issue 3: the security service vets companies (moderators and admins may look).
          {
            path: '/expeditors',
            element: screenFor(
              'read:company:any',
              <CompanyListPage kind={CompanyKind.FORWARDER} />,
            ),
            handle: crumb('menu.expeditors'),
          },
          {
            path: '/expeditor/:login',
            element: screenFor('read:company:any', <ExpeditorDetailPage />),
            handle: crumb('pages.expeditor'),
          },
          {
            path: '/carriers',
            element: screenFor('read:company:any', <CompanyListPage kind={CompanyKind.CARRIER} />),
            handle: crumb('menu.carriers'),
          },
          {
            path: '/view-carrier/:id',
            element: screenFor('read:company:any', <CarrierDetailPage />),
            handle: crumb('pages.carrier'),
          },
          // A company owner's people: the same screen for both sides.
          {
            path: '/employees',
            element: screenFor('manage:employee:own', <EmployeesPage section="employees" />),
            handle: crumb('menu.employees'),
          },
          {
            path: '/company-logists',
            element: screenFor('manage:logistician:own', <EmployeesPage section="logisticians" />),
            handle: crumb('menu.companyEmployees'),
          },
          // Issue 4: the carriers' fleets, vetted by the security service.
          {
            path: '/company-drivers',
            element: screenFor('read:driver:own', <CompanyDriversPage />),
            handle: crumb('menu.companyDrivers'),
          },
          {
            path: '/company-drivers/:id',
            element: screenFor('read:driver:own', <CompanyDriverPage />),
            handle: crumb('pages.driver'),
          },
          {
            path: '/company-auto',
            element: screenFor('read:vehicle:own', <CompanyVehiclesPage />),
            handle: crumb('menu.companyAuto'),
          },
          {
            path: '/drivers',
            element: screenFor('read:driver:any', <DriversPage />),
            handle: crumb('menu.drivers'),
          },
          {
            path: '/driver/:id',
            element: screenFor('read:driver:any', <DriverDetailPage />),
            handle: crumb('pages.driver'),
          },
          {
            path: '/view-driver/:login',
            element: screenFor('read:driver:any', <ViewDriverPage />),
            handle: crumb('pages.driver'),
          },
          {
            path: '/admin/staff',
            element: screenFor('manage:staff:any', <StaffPage />),
            handle: crumb('menu.staff'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: crumb('pages.notFound') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
