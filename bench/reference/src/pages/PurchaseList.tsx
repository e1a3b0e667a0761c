/** The purchases list as the template's generated list pages are: List + useTable + Table. */
import { DateField, List, NumberField, useTable } from '@refinedev/antd';
import { Table, Tag } from 'antd';

interface Purchase {
  purchase_id: number;
  purchase_date: string;
  price_amount: string;
  payment_status: string;
  ticket_status: number;
  user: { name: string; email: string } | null;
  ticket_type: { name: string; institution: { name: string } | null } | null;
}

export function PurchaseList() {
  const { tableProps } = useTable<Purchase>({ syncWithLocation: true });
  return (
    <List>
      <Table {...tableProps} rowKey="purchase_id">
        <Table.Column dataIndex="purchase_id" title="ID" sorter />
        <Table.Column dataIndex={['user', 'name']} title="User" />
        <Table.Column dataIndex={['user', 'email']} title="Email" />
        <Table.Column dataIndex={['ticket_type', 'name']} title="Ticket type" />
        <Table.Column dataIndex={['ticket_type', 'institution', 'name']} title="Institution" />
        <Table.Column
          dataIndex="purchase_date"
          title="Purchased"
          sorter
          render={(value: string) => <DateField value={value} />}
        />
        <Table.Column
          dataIndex="price_amount"
          title="Price"
          sorter
          render={(value: string) => (
            <NumberField value={Number(value)} options={{ style: 'currency', currency: 'USD' }} />
          )}
        />
        <Table.Column
          dataIndex="payment_status"
          title="Payment"
          render={(value: string) => <Tag>{value}</Tag>}
        />
        <Table.Column dataIndex="ticket_status" title="Status" />
      </Table>
    </List>
  );
}
