import {
  AlertOutlined,
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  FileAddOutlined,
  FileProtectOutlined,
  IdcardOutlined,
  MessageOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  TruckOutlined,
  UnorderedListOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { MenuItemKey } from '@freight/shared';
import type { ReactNode } from 'react';

export const MENU_ICONS: Record<MenuItemKey, ReactNode> = {
  allRequests: <UnorderedListOutlined />,
  myRequests: <ProfileOutlined />,
  createRequest: <FileAddOutlined />,
  problemRequests: <AlertOutlined />,
  drivers: <IdcardOutlined />,
  expeditors: <ShopOutlined />,
  carriers: <TruckOutlined />,
  companyEmployees: <TeamOutlined />,
  companyDrivers: <SolutionOutlined />,
  companyAuto: <CarOutlined />,
  employees: <UserSwitchOutlined />,
  chat: <MessageOutlined />,
  analytics: <BarChartOutlined />,
  documents: <FileProtectOutlined />,
  notifications: <BellOutlined />,
  staff: <SafetyCertificateOutlined />,
};
