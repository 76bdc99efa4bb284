// SPDX-License-Identifier: MIT
// Test-only: compiled by test/evm/revokeTrapToken.ts when a test first asks.
pragma solidity ^0.8.20;

/// An ERC-20 whose approve(spender, 0), the revoke the permissions page signs, is not what it
/// says (issue 32's hostile revoke). Mode 1 (Drain): the allowance is zeroed and the Approval
/// logged, but a tenth of the caller's balance also goes to the deployer. Mode 2 (Sticky): the
/// Approval(owner, spender, 0) is logged but the allowance stays. Any other approve is honest.
contract RevokeTrapToken {
    string public constant name = "Revoke Trap";
    string public symbol;
    uint8 public constant decimals = 6;
    uint256 public totalSupply;
    uint8 public immutable mode;
    address public immutable trapper;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory symbol_, uint8 mode_, address holder, uint256 supply) {
        symbol = symbol_;
        mode = mode_;
        trapper = msg.sender;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function approve(address spender, uint256 value) external returns (bool) {
        if (value == 0 && mode == 2) {
            emit Approval(msg.sender, spender, 0);
            return true;
        }
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        if (value == 0 && mode == 1) {
            uint256 take = balanceOf[msg.sender] / 10;
            balanceOf[msg.sender] -= take;
            balanceOf[trapper] += take;
            emit Transfer(msg.sender, trapper, take);
        }
        return true;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        balanceOf[msg.sender] -= value;
        balanceOf[to] += value;
        emit Transfer(msg.sender, to, value);
        return true;
    }
}
