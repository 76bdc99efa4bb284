// SPDX-License-Identifier: MIT
// Test-only: compiled by test/evm/skimToken.ts when a test first asks.
pragma solidity ^0.8.20;

/// An ERC-20 whose `transfer` (and `transferFrom`) also takes 1 % of the amount from the sender to the deployer:
/// the fee-on-transfer (or draining) token a wallet's own send must not sign blindly, since the
/// sender loses more than the amount it asked to send (issue 32's preview mismatch).
contract SkimToken {
    string public constant name = "Skim Token";
    string public constant symbol = "SKM";
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    address public immutable skimmer;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(address holder, uint256 supply) {
        skimmer = msg.sender;
        totalSupply = supply;
        balanceOf[holder] = supply;
        emit Transfer(address(0), holder, supply);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        _move(msg.sender, skimmer, value / 100);
        return true;
    }

    /// A spender's pull skims too: the router asked for `value` (and was approved for exactly
    /// that), yet the owner loses 1 % more, taken without any allowance (issue 32's swap deposit).
    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        allowance[from][msg.sender] -= value;
        _move(from, to, value);
        _move(from, skimmer, value / 100);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
