/** Figures and charts of users/dashboard/analytics: antd Statistic cards, @ant-design/plots. */
import { Bar, Column, Line, Pie } from '@ant-design/plots';
import { useCustom } from '@refinedev/core';
import { Card, Col, Row, Statistic } from 'antd';

interface Analytics {
  totalUsers: number;
  totalInstitutions: number;
  totalTicketsSold: number;
  totalRevenue: string;
  monthly?: { month: string; ticketsSold: number; revenue: string }[];
  ticketStatusCounts?: { ticket_status: number; count: number }[];
  bestSellingProducts?: { ticketName: string; totalSold: number }[];
}

export function Dashboard() {
  const { result, query } = useCustom<Analytics>({
    url: 'users/dashboard/analytics',
    method: 'get',
  });
  const data = result?.data;
  const monthly = (data?.monthly ?? []).map((m) => ({ ...m, revenue: Number(m.revenue) }));
  const statuses = (data?.ticketStatusCounts ?? []).map((s) => ({
    status: String(s.ticket_status),
    count: s.count,
  }));
  const figures = [
    { title: 'Users', value: data?.totalUsers },
    { title: 'Institutions', value: data?.totalInstitutions },
    { title: 'Tickets sold', value: data?.totalTicketsSold },
    { title: 'Revenue', value: data?.totalRevenue, precision: 2 },
  ];
  const chart = { height: 260, autoFit: true };
  return (
    <Row gutter={[16, 16]}>
      {figures.map((f) => (
        <Col key={f.title} xs={24} sm={12} xl={6}>
          <Card loading={query.isLoading}>
            <Statistic title={f.title} value={f.value} precision={f.precision} />
          </Card>
        </Col>
      ))}
      {data && (
        <>
          <Col xs={24} xl={12}>
            <Card title="Revenue by month">
              <Column {...chart} data={monthly} xField="month" yField="revenue" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Tickets sold by month">
              <Line {...chart} data={monthly} xField="month" yField="ticketsSold" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Tickets by status">
              <Pie {...chart} data={statuses} angleField="count" colorField="status" />
            </Card>
          </Col>
          <Col xs={24} xl={12}>
            <Card title="Best sellers">
              <Bar
                {...chart}
                data={data.bestSellingProducts ?? []}
                xField="ticketName"
                yField="totalSold"
              />
            </Card>
          </Col>
        </>
      )}
    </Row>
  );
}
